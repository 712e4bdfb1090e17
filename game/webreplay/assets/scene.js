// Draws one step of a table, a Scene as game/webreplay makes it (JSON:
// seats, middle, lines, grid), as DOM nodes. Every text goes in with
// textContent: a name is never read as markup. The live table calls it
// with pick, to let its player choose cards or dice of a pile.
"use strict";
const scene = (function () {
  // el makes an element with classes and, optionally, its text.
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) {
      e.className = cls;
    }
    if (text !== undefined && text !== null) {
      e.textContent = String(text);
    }
    return e;
  }

  // the cells 0-8 of a 3x3 square that hold the pips of a face
  const pips = [[], [4], [2, 6], [2, 4, 6], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]];

  function die(d) {
    if (!d.face) {
      const e = el("span", "die down", "?");
      e.title = "face down";
      e.dataset.face = "down";
      return e;
    }
    const e = el("span", d.held ? "die held" : "die");
    e.title = String(d.face);
    e.dataset.face = String(d.face);
    pips[d.face].forEach(function (p) { e.appendChild(el("i", "p" + p)); });
    return e;
  }

  function card(c) {
    let cls = "card";
    if (c.red) {
      cls += " red";
    }
    if (c.joker) {
      cls += " joker";
    }
    const e = el("span", cls, c.text);
    if (c.code) {
      e.dataset.code = c.code;
    }
    return e;
  }

  // pile draws a pile; pick, when given, is called with each die or card
  // element and its index, to make it choosable.
  function pile(p, pick) {
    const e = el("div", p.mark ? "pile mark" : "pile");
    if (p.label) {
      e.appendChild(el("span", "label", p.label));
    }
    (p.dice || []).forEach(function (d, i) {
      const x = die(d);
      e.appendChild(x);
      if (pick) {
        pick(x, i);
      }
    });
    (p.cards || []).forEach(function (c, i) {
      const x = card(c);
      e.appendChild(x);
      if (pick) {
        pick(x, i);
      }
    });
    if (p.hidden) {
      const b = el("span", "card back", p.hidden > 1 ? String(p.hidden) : "\u00a0");
      b.title = p.hidden + " face down";
      e.appendChild(b);
    }
    if (p.note) {
      e.appendChild(el("span", "note", p.note));
    }
    return e;
  }

  function lines(e, ls) {
    (ls || []).forEach(function (l) { e.appendChild(el("p", "", l)); });
  }

  // seat draws seat box i, named Pi on the drawing (data-seat). picks maps
  // a pile's index to its pick function.
  function seat(box, i, picks) {
    const e = el("div", box.turn ? "box turn" : "box");
    e.dataset.seat = "P" + (i + 1);
    const h = el("h2", "", box.name);
    (box.tags || []).forEach(function (t) {
      h.appendChild(document.createTextNode(" "));
      h.appendChild(el("span", "tag", t));
    });
    e.appendChild(h);
    (box.piles || []).forEach(function (p, k) { e.appendChild(pile(p, picks && picks[k])); });
    lines(e, box.lines);
    if (box.hint) {
      const d = el("div", "hint");
      d.appendChild(el("p", "label", box.hint.title));
      const t = el("table");
      (box.hint.rows || []).forEach(function (r) {
        const tr = el("tr", r.best ? "best" : "");
        [r.action, r.value, r.note].forEach(function (c) { tr.appendChild(el("td", "", c)); });
        t.appendChild(tr);
      });
      d.appendChild(t);
      lines(d, box.hint.lines);
      e.appendChild(d);
    }
    return e;
  }

  function grid(g) {
    const t = el("table", "grid");
    const head = el("tr");
    g.head.forEach(function (c) { head.appendChild(el("th", "", c)); });
    t.appendChild(el("thead")).appendChild(head);
    const body = t.appendChild(el("tbody"));
    const mark = g.mark || [0, 0];
    g.rows.forEach(function (row, r) {
      const tr = body.appendChild(el("tr"));
      row.forEach(function (c, i) {
        if (i === 0) {
          tr.appendChild(el("th", "", c));
        } else {
          tr.appendChild(el("td", r + 1 === mark[0] && i === mark[1] ? "mark" : "", c));
        }
      });
    });
    return t;
  }

  // middle draws what lies between the seats, with a banner over it;
  // picks maps a middle pile's index to its pick function.
  function middle(sc, banner, picks) {
    const e = el("div", "mid");
    if (banner) {
      e.appendChild(el("p", "banner", banner));
    }
    lines(e, sc.lines);
    (sc.middle || []).forEach(function (p, k) { e.appendChild(pile(p, picks && picks[k])); });
    if (sc.grid) {
      e.appendChild(grid(sc.grid));
    }
    return e;
  }

  return { el: el, seat: seat, middle: middle, grid: grid };
})();
