/**
 * Colours for a chart's groups when they are not providers. ECharts' own palette has nine, so a
 * chart of the ten largest groups and "the rest" gave the rest the second group's colour: a
 * band that looked like one resource and was ten times its cost. Ten distinct colours (ECharts'
 * nine and a brown) cover the largest groups; the rest is always grey.
 */
export const GROUP_COLORS = [
  '#5470c6',
  '#91cc75',
  '#fac858',
  '#ee6666',
  '#73c0de',
  '#3ba272',
  '#fc8452',
  '#9a60b4',
  '#ea7ccc',
  '#8d6e63',
] as const;

/** "The rest": a neutral grey, unlike any group's colour. */
export const OTHER_COLOR = '#bfbfbf';

/** The colour of the group at `index` among a chart's groups, or the rest's. */
export const groupColor = (index: number, isOther: boolean): string =>
  isOther ? OTHER_COLOR : (GROUP_COLORS[index % GROUP_COLORS.length] ?? OTHER_COLOR);
