// Whether stored blog HTML could run anything. sanitize-html writes every `<` of text as `&lt;`,
// so each literal `<` opens a real tag: the tags are read whole and checked one by one.
const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'noscript',
]);

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&amp;/gi, '&');
}

/** The reasons `html` is unsafe; empty when it is safe. */
export function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const [tag] of html.matchAll(/<[^>]*>?/g)) {
    const name = /^<\/?\s*([a-z0-9:-]+)/i.exec(tag)?.[1]?.toLowerCase() ?? '';
    if (FORBIDDEN_TAGS.has(name)) problems.push(`tag ${tag}`);
    if (/[\s/"']on[a-z]+\s*=/i.test(tag)) problems.push(`handler in ${tag}`);
    if (/\bstyle\s*=/i.test(tag)) problems.push(`style in ${tag}`);
    for (const [, value] of tag.matchAll(/=\s*("[^"]*"|'[^']*'|[^\s>]+)/g)) {
      const url = decodeEntities(value!.replace(/^["']|["']$/g, ''))
        .replace(/[\s\p{Cc}]/gu, '')
        .toLowerCase();
      if (/^(javascript|data|vbscript):/.test(url)) problems.push(`address in ${tag}`);
    }
  }
  return problems;
}
