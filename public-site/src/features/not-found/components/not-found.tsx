// Every path the site does not know: an illustration, the SPEC texts and a way back home.
import { Link } from '@tours/shared-ui/router';

import illustrationUrl from '../../../assets/not-found.svg';
import { BACK_HOME, NOT_FOUND_HEADING, NOT_FOUND_TEXT } from '../texts';
import './not-found.css';

export function NotFound() {
  return (
    <div className="ps-not-found">
      <img className="ps-not-found__image" src={illustrationUrl} alt="" width={320} height={240} />
      <h1 className="ps-not-found__title">{NOT_FOUND_HEADING}</h1>
      <p className="ps-not-found__text">{NOT_FOUND_TEXT}</p>
      <Link to="/" className="tui-button tui-button--secondary">
        {BACK_HOME}
      </Link>
    </div>
  );
}
