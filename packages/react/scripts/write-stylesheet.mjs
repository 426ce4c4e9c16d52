// The stylesheet an app can import or link (`@gomoku/react/styles.css`), written from the CSS the
// components inject, so the two never differ: the components' rules, then the review's.
import { writeFileSync } from 'node:fs';
import { CSS } from '../dist/theme/styles.js';
import { ANALYSIS_CSS } from '../dist/review/analysis-styles.js';

writeFileSync(new URL('../dist/styles.css', import.meta.url), `/* @gomoku/react: the components' stylesheet. */${CSS}${ANALYSIS_CSS}`);
