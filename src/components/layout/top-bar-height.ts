/** The signed-in top bar's height (px): the layout reserves it, and notifications open below it. */
export const TOP_BAR_HEIGHT = 60;
