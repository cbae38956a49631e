/** Every page is its own chunk so the home route ships only the frame; admin pages never load for visitors. */
import { lazyPage } from './lazy-page';

export const HomePage = lazyPage(() => import('../pages/home-page'), 'HomePage');
export { DomainPage } from './result-page';
export const AboutPage = lazyPage(() => import('../pages/about-page'), 'AboutPage');
export const WebsitesPage = lazyPage(() => import('../pages/websites-page'), 'WebsitesPage');
export const ComparePage = lazyPage(() => import('../pages/compare-page'), 'ComparePage');
export const LoginPage = lazyPage(() => import('../pages/login-page'), 'LoginPage');
export const PrivacyPage = lazyPage(() => import('../pages/privacy-page'), 'PrivacyPage');
export const TermsPage = lazyPage(() => import('../pages/terms-page'), 'TermsPage');
export const ApiDocsPage = lazyPage(() => import('../pages/api-docs-page'), 'ApiDocsPage');
export const UnwrapPage = lazyPage(() => import('../pages/unwrap-page'), 'UnwrapPage');
export const ExtensionsPage = lazyPage(() => import('../pages/extensions-page'), 'ExtensionsPage');
export const WelcomePage = lazyPage(() => import('../pages/welcome-page'), 'WelcomePage');
export const ScammedPage = lazyPage(() => import('../pages/scammed-page'), 'ScammedPage');
export const ImageAnalysisPage = lazyPage(() => import('../pages/image-analysis-page'), 'ImageAnalysisPage');
export const DashboardPage = lazyPage(() => import('../pages/dashboard-page'), 'DashboardPage');
export const ProfilePage = lazyPage(() => import('../pages/profile-page'), 'ProfilePage');
export const NotFoundPage = lazyPage(() => import('../pages/not-found-page'), 'NotFoundPage');

export const AdminIndexPage = lazyPage(() => import('../pages/admin/admin-index-page'), 'AdminIndexPage');
export const AdminStatusPage = lazyPage(() => import('../pages/admin/admin-status-page'), 'AdminStatusPage');
export const EmailSettingsPage = lazyPage(
  () => import('../pages/admin/email-settings-page'),
  'EmailSettingsPage',
);
export const ErrorConsolePage = lazyPage(
  () => import('../pages/admin/error-console-page'),
  'ErrorConsolePage',
);
export const AnalyticsDashboardPage = lazyPage(
  () => import('../pages/admin/analytics-dashboard-page'),
  'AnalyticsDashboardPage',
);
export const CommentsPage = lazyPage(() => import('../pages/admin/comments-page'), 'CommentsPage');
export const AdvancedFeaturesPage = lazyPage(
  () => import('../pages/admin/advanced-features-page'),
  'AdvancedFeaturesPage',
);
export const AdminLoginPage = lazyPage(() => import('../pages/admin/admin-login-page'), 'AdminLoginPage');
