// Mantine's PostCSS preset: its mixins and rem() helpers in the app's CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
