// A DOMParser for the server render, over parse5 (the HTML standard's parsing and serialisation, as
// a browser does them): just what lib/sanitize-html.ts reads and writes. Only the server container
// bundles it; browsers use their own DOMParser.
import {
  defaultTreeAdapter as tree,
  html,
  parse,
  serialize,
  type DefaultTreeAdapterMap,
} from 'parse5';

type ParsedNode = DefaultTreeAdapterMap['childNode'];
type ParsedElement = DefaultTreeAdapterMap['element'];

interface TextLike {
  nodeType: 3;
  textContent: string;
}

class ServerElement {
  readonly nodeType = 1;

  constructor(readonly node: ParsedElement) {}

  get localName() {
    return this.node.tagName;
  }

  get namespaceURI() {
    return this.node.namespaceURI as string;
  }

  get childNodes() {
    return this.node.childNodes.map(wrap);
  }

  getAttribute(name: string) {
    return this.node.attrs.find((attribute) => attribute.name === name)?.value ?? null;
  }

  hasAttribute(name: string) {
    return this.node.attrs.some((attribute) => attribute.name === name);
  }

  setAttribute(name: string, value: string) {
    const existing = this.node.attrs.find((attribute) => attribute.name === name);
    if (existing) existing.value = value;
    else this.node.attrs.push({ name, value });
  }

  appendChild(child: ServerElement | TextLike) {
    if (child instanceof ServerElement) tree.appendChild(this.node, child.node);
    else tree.insertText(this.node, child.textContent);
    return child;
  }

  get innerHTML() {
    return serialize(this.node);
  }
}

function wrap(node: ParsedNode): ServerElement | TextLike | { nodeType: 8 } {
  if (tree.isTextNode(node)) return { nodeType: 3, textContent: node.value };
  if (tree.isElementNode(node)) return new ServerElement(node);
  return { nodeType: 8 };
}

const textNode = (text: string): TextLike => ({ nodeType: 3, textContent: text });

export class ServerHtmlParser {
  parseFromString(markup: string): Document {
    const document = parse(markup);
    const htmlElement = document.childNodes.find(tree.isElementNode)!;
    const body = htmlElement.childNodes.find(
      (node): node is ParsedElement => tree.isElementNode(node) && node.tagName === 'body',
    )!;
    return {
      body: new ServerElement(body),
      createElement: (tag: string) => new ServerElement(tree.createElement(tag, html.NS.HTML, [])),
      createTextNode: textNode,
    } as unknown as Document;
  }
}
