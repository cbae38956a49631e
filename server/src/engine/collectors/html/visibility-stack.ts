import { isConcealed, isInvisible, TEXTLESS_ELEMENTS, type Attributes } from './element-rules';

interface OpenElement {
  name: string;
  invisible: boolean;
  concealed: boolean;
  textless: boolean;
  /** Text of the outermost concealed element, collected until it closes. */
  concealedText: string[] | null;
}

/**
 * Tracks which open elements hide their text, and how: invisible text is left out of the page text,
 * concealed text (also aria-hidden) is kept aside to be searched for instructions.
 */
export class VisibilityStack {
  private readonly open: OpenElement[] = [];

  push(name: string, attributes: Attributes): void {
    const parent = this.open.at(-1);
    const concealedHere = isConcealed(name, attributes);
    this.open.push({
      name,
      invisible: (parent?.invisible ?? false) || isInvisible(name, attributes),
      concealed: (parent?.concealed ?? false) || concealedHere,
      textless: (parent?.textless ?? false) || TEXTLESS_ELEMENTS.has(name),
      concealedText: concealedHere && !parent?.concealed ? [] : null,
    });
  }

  /** Closes the innermost element; returns the hidden text it held if it was the outermost concealed one. */
  pop(): string | null {
    return this.open.pop()?.concealedText?.join(' ') ?? null;
  }

  /** Records text in the current element; true when a visitor would see it. */
  addText(text: string): boolean {
    const current = this.open.at(-1);
    if (current === undefined) return true;
    if (current.concealed && !current.textless) {
      this.open.find((element) => element.concealedText !== null)?.concealedText?.push(text);
    }
    return !current.textless && !current.invisible;
  }

  isInside(name: string): boolean {
    return this.open.some((element) => element.name === name);
  }
}
