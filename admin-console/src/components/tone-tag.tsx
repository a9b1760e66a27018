// A coloured tag whose text and background pass WCAG AA (antd's preset tag colours do not).
import { Tag } from 'antd';
import type { ReactNode } from 'react';

const TONES = {
  amber: { color: '#7a4b00', background: '#fff7e6', borderColor: '#f5c26b' },
  green: { color: '#1e6b35', background: '#edf7ef', borderColor: '#9fd3ad' },
  blue: { color: '#0b4f8a', background: '#e6f4ff', borderColor: '#91caff' },
  grey: { color: '#3d3d3d', background: '#f5f5f5', borderColor: '#bfbfbf' },
  red: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  violet: { color: '#5c3d99', background: '#f6f0ff', borderColor: '#c9b3f0' },
} as const;

export type Tone = keyof typeof TONES;

export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag style={TONES[tone]}>{children}</Tag>;
}
