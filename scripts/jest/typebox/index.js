// Stands for the `typebox` package in jest (jest.preset.js maps `typebox` here and `typebox/value` to
// value.js): scripts/jest/bundle-typebox.js replaces this file with the package bundled into one module.
