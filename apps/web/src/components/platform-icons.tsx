// The Instagram and TikTok glyphs beside a linked account's figures (the creator search, the social
// pages): simple outlines in the text's colour, named by the text next to them.
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

const paths = {
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zm5.25-4a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5z',
  tiktok:
    'M16.6 5.82A4.28 4.28 0 0 1 15.54 3h-3.09v12.4a2.59 2.59 0 0 1-2.59 2.5c-1.42 0-2.6-1.16-2.6-2.6 0-1.72 1.66-3.01 3.37-2.48V9.66c-3.45-.46-6.47 2.22-6.47 5.64 0 3.33 2.76 5.7 5.69 5.7 3.14 0 5.69-2.55 5.69-5.7V9.01a7.35 7.35 0 0 0 4.3 1.38V7.3s-1.88.09-3.24-1.48z',
} as const;

export function PlatformIcon({ platform, ...props }: SvgIconProps & { platform: keyof typeof paths }) {
  return (
    <SvgIcon {...props}>
      <path fillRule="evenodd" d={paths[platform]} />
    </SvgIcon>
  );
}
