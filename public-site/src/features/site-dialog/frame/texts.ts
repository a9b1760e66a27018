// The dialog's frame while its chunk downloads, and if it cannot (site-dialog.tsx,
// dialog-contents-boundary.tsx): four texts with a catalogue of their own, since the page frame
// loads them with every page (Home's JavaScript budget), not the dialog's whole catalogue.
import { defineTexts } from '../../../lib/i18n';
import en from './locales/en.json';

export const dialogFrameTexts = defineTexts('site-dialog/frame', en);
