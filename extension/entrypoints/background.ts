import { defineBackground } from 'wxt/utils/define-background';
import { registerBadge } from '../src/background/badge';
import { openResultTab, registerContextMenus } from '../src/background/menus';
import { registerMessageHandlers } from '../src/background/messages';
import { createSiteChecker } from '../src/background/site-check';
import { createWarningController } from '../src/background/warning';

export default defineBackground(() => {
  const checker = createSiteChecker();
  const warning = createWarningController();
  const rightClick = { checker, openResult: openResultTab };
  registerBadge({ checker, onScored: warning.onScored });
  registerContextMenus(rightClick);
  registerMessageHandlers({ ...rightClick, warning });
});
