/** The route table. Guards wrap the protected branches. */
import { Outlet, type RouteObject } from 'react-router';
import { Layout } from '../components/layout/layout';
import { AdminGuard } from '../features/auth/admin-guard';
import { LoginGuard } from '../features/auth/login-guard';
import { RouteErrorScreen } from '../features/client-errors/route-error-screen';
import * as Pages from './pages';

const adminRoutes: RouteObject[] = [
  { index: true, element: <Pages.AdminIndexPage /> },
  { path: 'status', element: <Pages.AdminStatusPage /> },
  { path: 'email-settings', element: <Pages.EmailSettingsPage /> },
  { path: 'error-console', element: <Pages.ErrorConsolePage /> },
  { path: 'analytics-dashboard', element: <Pages.AnalyticsDashboardPage /> },
  { path: 'comments', element: <Pages.CommentsPage /> },
  { path: 'advanced-features', element: <Pages.AdvancedFeaturesPage /> },
  // Unknown admin paths fall back to the admin index, not to the 404 screen.
  { path: '*', element: <Pages.AdminIndexPage /> },
];

const pageRoutes: RouteObject[] = [
  { path: '/', element: <Pages.HomePage /> },
  { path: '/domain/:domain', element: <Pages.DomainPage /> },
  { path: '/about', element: <Pages.AboutPage /> },
  { path: '/websites', element: <Pages.WebsitesPage /> },
  { path: '/compare', element: <Pages.ComparePage /> },
  { path: '/login', element: <Pages.LoginPage /> },
  { path: '/privacy', element: <Pages.PrivacyPage /> },
  { path: '/terms', element: <Pages.TermsPage /> },
  { path: '/api', element: <Pages.ApiDocsPage /> },
  { path: '/unwrap', element: <Pages.UnwrapPage /> },
  { path: '/extensions', element: <Pages.ExtensionsPage /> },
  { path: '/welcome', element: <Pages.WelcomePage /> },
  { path: '/scammed', element: <Pages.ScammedPage /> },
  { path: '/image-analysis', element: <Pages.ImageAnalysisPage /> },
  { path: '/dashboard', element: <Pages.DashboardPage /> },
  {
    path: '/profile',
    element: (
      <LoginGuard>
        <Pages.ProfilePage />
      </LoginGuard>
    ),
  },
  {
    path: '/admin',
    element: (
      <AdminGuard>
        <Outlet />
      </AdminGuard>
    ),
    children: adminRoutes,
  },
  { path: '/admin/login', element: <Pages.AdminLoginPage /> },
  { path: '*', element: <Pages.NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        // A page that throws while rendering is replaced by this screen inside the layout, and reported.
        errorElement: <RouteErrorScreen />,
        children: pageRoutes,
      },
    ],
  },
];
