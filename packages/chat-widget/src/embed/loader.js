// The script tag's file (dist/embed/employment-chat.js): adds the widget's module graph, which
// sits beside it in module/, so a page downloads React and the chat area once and each panel
// (contacts, groups, search, previewer…) only when it is first opened. Plain ES5: it must parse
// in any browser; one without modules ignores the module script, as it would the widget.
// The queue stub comes first, so `EmploymentChat.init(...)` right after this tag works as it
// did when the tag was the whole widget: the module replays the queue when it runs.
import './stub.js';

(function (d) {
  var src = d.currentScript && d.currentScript.src;
  if (!src) {
    // Added by another script (a tag manager): find ourselves by name.
    var scripts = d.getElementsByTagName('script');
    for (var i = scripts.length - 1; i >= 0 && !src; i--) if (/employment-chat\.js([?#]|$)/.test(scripts[i].src)) src = scripts[i].src;
  }
  var module = d.createElement('script');
  module.type = 'module';
  module.src = new URL('module/employment-chat.js', src || d.baseURI).href;
  (d.head || d.documentElement).appendChild(module);
})(document);
