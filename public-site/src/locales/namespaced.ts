// A language's catalogue from its features' catalogues: each message id is `<feature>.<key>`, the
// feature being its folder (the namespace its texts.ts defines).
import type { Messages } from '@lingui/core';

export function namespaced(catalogues: Record<string, Messages>): Messages {
  const messages: Messages = {};
  for (const [namespace, catalogue] of Object.entries(catalogues)) {
    for (const [key, message] of Object.entries(catalogue))
      messages[`${namespace}.${key}`] = message;
  }
  return messages;
}
