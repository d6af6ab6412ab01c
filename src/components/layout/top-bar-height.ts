/** The signed-in top bar's height (px): the layout reserves it, and notifications open below it. */
export const TOP_BAR_HEIGHT = 60;
/** The sidebar's width (px) from Mantine's sm: notifications centre over the main area beside it. */
export const NAVBAR_WIDTH = 240;
