// Texts of the not-found page (SPEC §2 Not-found page).
export const NOT_FOUND_PAGE_TITLE = 'Page Not Found';
export const NOT_FOUND_HEADING = 'Oops! Page Not Found';
export const NOT_FOUND_TEXT = "We can't seem to find the page you're looking for.";
export const BACK_HOME = 'Back to Home';
