// `typebox/value` in jest: the same bundle as `typebox` (index.js), so both share one copy of TypeBox.
module.exports = require('./index.js').value;
