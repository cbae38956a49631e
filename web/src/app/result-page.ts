/** The result page /domain/:domain, apart so the scan form can preload it while an analysis runs. */
import { lazyPage } from './lazy-page';

export const DomainPage = lazyPage(() => import('../pages/domain-page'), 'DomainPage');
