// Share links for the page being read: Facebook's sharer, an X post intent and a WhatsApp message
// (wa.me with the title and address as text). Plain links: no third-party script is loaded.
import { HeadedSection } from '../../../components/headed-section';
import { FacebookIcon, WhatsAppIcon, XIcon } from '../../../components/icons';
import { NEW_TAB_HINT, SHARE_HEADING } from '../texts';

export function shareHrefs(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const hrefs = shareHrefs(url, title);
  const links = [
    { name: 'Share on Facebook', href: hrefs.facebook, icon: <FacebookIcon />, tone: 'facebook' },
    { name: 'Share on X', href: hrefs.x, icon: <XIcon />, tone: 'x' },
    { name: 'Share on WhatsApp', href: hrefs.whatsapp, icon: <WhatsAppIcon />, tone: 'whatsapp' },
  ];
  return (
    <HeadedSection
      className="ps-share"
      headingId="ps-share-heading"
      headingClassName="ps-share__heading"
      heading={SHARE_HEADING}
    >
      <ul className="ps-share__list">
        {links.map((link) => (
          <li key={link.tone}>
            <a
              className={`ps-share__link ps-share__link--${link.tone}`}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {link.icon}
              <span>{link.name}</span>
              <span className="tui-visually-hidden">{NEW_TAB_HINT}</span>
            </a>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
