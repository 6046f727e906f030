// The channel pages' own icons (inline SVG paths, Material Symbols shapes, drawn by the shared
// `icon`), kept here rather than in src/components/icons.tsx: that module is in the sign-in page's
// bundle, and these are not needed there.
import { icon } from '../../../components/icons.tsx';

export const ChartIcon = icon('M3.5 18.49l6-6.01 4 4L22 6.92l-1.41-1.41-7.09 7.97-4-4L2 16.99z');
export const TableIcon = icon('M3 3v18h18V3H3zm8 16H5v-6h6v6zm0-8H5V5h6v6zm8 8h-6v-6h6v6zm0-8h-6V5h6v6z');
export const ArrowUpIcon = icon('M7 14l5-5 5 5z');
export const ArrowDownIcon = icon('M7 10l5 5 5-5z');
export const PlayIcon = icon('M8 5v14l11-7z');
