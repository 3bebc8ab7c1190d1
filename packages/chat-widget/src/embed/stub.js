// The copy-paste queue stub (≤ 2 KB gzip): calls made before employment-chat.js loads are queued
// and replayed by it. Both `EmploymentChat.open({...})` and `EmploymentChat.push(['open', {...}])` work.
(function (w) {
  var q = (w.EmploymentChat = w.EmploymentChat || []);
  ['init', 'open', 'close', 'on', 'destroy'].forEach(function (m) {
    q[m] =
      q[m] ||
      function () {
        q.push([m].concat([].slice.call(arguments)));
      };
  });
})(window);
