// CSS imports (react-datepicker's) under jest: styles do not matter to the tests.
module.exports = {};
