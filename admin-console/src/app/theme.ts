// Ant Design theme: the shared-ui brand colours (styles.css tokens), so the console looks like
// part of the same site. antd needs literal colours here, not CSS variables: it derives shades.
import type { ThemeConfig } from 'antd';

export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b6e69',
    colorError: '#b42318',
    colorSuccess: '#1e6b35',
    colorText: '#1c2430',
    // antd's default secondary text (45% black, about 3.5:1 on white) fails WCAG AA contrast;
    // the shared muted ink passes it on every surface the console uses.
    colorTextSecondary: '#4a5565',
    colorTextDescription: '#4a5565',
    colorBgLayout: '#f7f5f0',
    borderRadius: 8,
    fontFamily: 'inherit',
  },
  components: {
    Layout: { headerBg: '#084f4b' },
  },
};
