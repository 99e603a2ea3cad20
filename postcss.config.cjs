// Mantine's mixins and rem() helpers for our own CSS modules (src/web/**/*.module.css).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
