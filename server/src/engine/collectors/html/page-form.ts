export interface PageForm {
  /** Absolute URL the form submits to; null for a non-web action such as `javascript:`. */
  action: string | null;
  method: 'get' | 'post';
  hasPasswordInput: boolean;
  /** The action's registrable domain differs from the page's. */
  isCrossDomain: boolean;
}
