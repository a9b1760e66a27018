// A note read only with JavaScript off: a form of this site works with JavaScript (its checks, its
// request, its answer), so a page read without it (the server-rendered HTML) says so beside the form
// instead of offering a form that cannot be sent. React writes a <noscript>'s content in the server
// HTML only; in a browser running the app the element stays empty, so nobody who can use the form
// sees the note, and hydration leaves it as it is.
export function NoScriptNote({ children }: { children: string }) {
  return (
    <noscript>
      <p className="tui-alert tui-alert--info ps-noscript-note">{children}</p>
    </noscript>
  );
}
