/** The signed-in top bar's height (px): the layout reserves it. */
export const TOP_BAR_HEIGHT = 60;
