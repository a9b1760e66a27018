// Writes the language switch's name fonts (scripts/language-names-font.ts).
import { writeFile } from 'node:fs/promises';

import {
  LANGUAGE_NAME_FONT_LOCALES,
  languageNameFont,
  languageNameFontPath,
} from './language-names-font';

async function main(): Promise<void> {
  for (const locale of LANGUAGE_NAME_FONT_LOCALES) {
    const font = await languageNameFont(locale);
    await writeFile(languageNameFontPath(locale), font);
    console.log(`${languageNameFontPath(locale)}: ${font.length} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
