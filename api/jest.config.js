module.exports = require('../jest.preset').preset({ dom: false });
