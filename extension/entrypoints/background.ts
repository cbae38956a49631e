import { defineBackground } from 'wxt/utils/define-background';
import { registerMessageHandlers } from '../src/background/messages';

export default defineBackground(() => {
  registerMessageHandlers();
});
