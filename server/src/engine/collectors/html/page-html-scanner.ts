import { getDomain } from 'tldts';
import { parseMetaRefresh, relTokens, resolveUrl, type Attributes, type MetaRefresh } from './element-rules';
import type { InstructionSource } from './hidden-instructions';
import type { PageForm } from './page-form';
import { VisibilityStack } from './visibility-stack';

const TEXT_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];

/** The state of one pass over a page's HTML, fed by the parser's callbacks. */
export class PageHtmlScanner {
  readonly forms: PageForm[] = [];
  readonly instructionCandidates: { source: InstructionSource; text: string }[] = [];
  readonly counts = {
    passwordInputs: 0,
    scripts: 0,
    externalScripts: 0,
    iframes: 0,
    links: 0,
    externalLinks: 0,
  };
  title: string | null = null;
  metaRefresh: MetaRefresh | null = null;
  faviconHost: string | null = null;
  private readonly textParts: string[] = [];
  private readonly stack = new VisibilityStack();
  private readonly page: URL;
  private readonly site: string;
  private base: URL;
  private currentForm: PageForm | null = null;
  private inTitle = false;

  constructor(pageUrl: string) {
    this.page = new URL(pageUrl);
    this.base = this.page;
    this.site = siteOf(this.page.hostname);
  }

  get text(): string {
    return this.textParts.join('');
  }

  open(name: string, attributes: Attributes): void {
    this.stack.push(name, attributes);
    // Tag boundaries separate words ("<p>a</p><p>b</p>" reads "a b"); whitespace is collapsed later.
    this.textParts.push(' ');
    for (const attribute of TEXT_ATTRIBUTES) {
      const value = attributes[attribute];
      if (value) this.instructionCandidates.push({ source: 'attribute', text: value });
    }
    this.openTag(name, attributes);
  }

  addText(text: string): void {
    if (this.inTitle) this.title = (this.title ?? '') + text;
    if (this.stack.addText(text)) this.textParts.push(text);
  }

  close(name: string): void {
    if (name === 'title') this.inTitle = false;
    if (name === 'form') this.currentForm = null;
    this.textParts.push(' ');
    const hidden = this.stack.pop();
    if (hidden !== null) this.instructionCandidates.push({ source: 'hidden-element', text: hidden });
  }

  comment(text: string): void {
    this.instructionCandidates.push({ source: 'comment', text });
  }

  private openTag(name: string, attributes: Attributes): void {
    switch (name) {
      case 'title':
        this.inTitle = this.title === null && !this.stack.isInside('svg');
        break;
      case 'base':
        this.openBase(attributes);
        break;
      case 'meta':
        this.openMeta(attributes);
        break;
      case 'form':
        this.openForm(attributes);
        break;
      case 'input':
        this.openInput(attributes);
        break;
      case 'script':
        this.counts.scripts += 1;
        if (attributes['src'] && this.isOtherSite(this.resolve(attributes['src'])))
          this.counts.externalScripts += 1;
        break;
      case 'iframe':
      case 'frame':
        this.counts.iframes += 1;
        break;
      case 'a':
        this.openAnchor(attributes);
        break;
      case 'link':
        this.openLink(attributes);
        break;
      default:
        break;
    }
  }

  private openAnchor(attributes: Attributes): void {
    if (attributes['href'] === undefined) return;
    this.counts.links += 1;
    if (this.isOtherSite(this.resolve(attributes['href']))) this.counts.externalLinks += 1;
  }

  private openBase(attributes: Attributes): void {
    // Only the first <base href> counts, as in browsers.
    if (this.base !== this.page || !attributes['href']) return;
    const resolved = resolveUrl(attributes['href'], this.page);
    if (resolved !== null) this.base = new URL(resolved);
  }

  private openMeta(attributes: Attributes): void {
    const content = attributes['content'] ?? '';
    if (attributes['http-equiv']?.toLowerCase() === 'refresh') {
      this.metaRefresh ??= parseMetaRefresh(content, this.base);
    } else if (content) {
      this.instructionCandidates.push({ source: 'meta', text: content });
    }
  }

  private openForm(attributes: Attributes): void {
    // A missing or empty action submits to the page itself.
    const action = attributes['action']?.trim() ? this.resolve(attributes['action']) : this.base.href;
    const method = attributes['method']?.toLowerCase() === 'post' ? 'post' : 'get';
    this.currentForm = { action, method, hasPasswordInput: false, isCrossDomain: this.isOtherSite(action) };
    this.forms.push(this.currentForm);
  }

  private openInput(attributes: Attributes): void {
    const type = attributes['type']?.toLowerCase();
    if (type === 'password') {
      this.counts.passwordInputs += 1;
      if (this.currentForm) this.currentForm.hasPasswordInput = true;
    }
    const value = attributes['value'];
    if (type === 'hidden' && value) this.instructionCandidates.push({ source: 'hidden-input', text: value });
  }

  private openLink(attributes: Attributes): void {
    if (this.faviconHost !== null || !relTokens(attributes).some((token) => token.includes('icon'))) return;
    const href = this.resolve(attributes['href'] ?? '');
    this.faviconHost = href === null ? null : new URL(href).hostname;
  }

  private resolve(reference: string): string | null {
    return resolveUrl(reference, this.base);
  }

  private isOtherSite(url: string | null): boolean {
    return url !== null && siteOf(new URL(url).hostname) !== this.site;
  }
}

/** Registrable domain (private suffixes on, so x.github.io is its own site); the host itself for IPs. */
function siteOf(hostname: string): string {
  return getDomain(hostname, { allowPrivateDomains: true }) ?? hostname;
}
