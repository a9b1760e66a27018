// A sentence a form shows from the server (why a booking, a message or a lookup was refused), in
// the page's language where lib/form-messages knows it. One it does not know stays in the API's
// English on a Bengali or Hindi page, marked `lang="en"` so a screen reader reads it as English
// (as the content's English fallbacks are, lib/content-lang.ts).
export interface ShownMessage {
  text: string;
  /** 'en' when the page is in another language and this text has no translation. */
  lang?: 'en';
}

export function ShownText({ message }: { message: ShownMessage }) {
  return message.lang ? <span lang={message.lang}>{message.text}</span> : <>{message.text}</>;
}
