// Injected by the background (scripting.executeScript) only into a tab whose site scored below 40; never
// declared in the manifest, so it asks for no host access of its own.
import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { showWarningBanner } from '../src/content/warning-banner';
import { ShowWarningSchema } from '../src/messaging/content-protocol';

const READY_FLAG = '__scamcheckWarningReady';

export default defineContentScript({
  registration: 'runtime',
  main() {
    // executeScript runs this file again for every warning in the same page; listen once.
    if (Reflect.get(globalThis, READY_FLAG) === true) return;
    Reflect.set(globalThis, READY_FLAG, true);
    browser.runtime.onMessage.addListener((message: unknown, sender) => {
      // Only the background speaks to us: same extension, and not from another tab's content script.
      if (sender.id !== browser.runtime.id || sender.tab !== undefined) return;
      const request = ShowWarningSchema.safeParse(message);
      if (!request.success) return;
      showWarningBanner(document, request.data, {
        onGoBack: () => {
          if (history.length > 1) history.back();
          else location.replace('about:blank');
        },
        onContinue: () => {
          void browser.runtime.sendMessage({ type: 'warning-dismissed' }).catch(() => undefined);
        },
      });
    });
  },
});
