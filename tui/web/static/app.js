// The parlor and its tables in a browser, over the WebSocket at /ws
// (docs/web.md). The server referees every action; this page draws what
// it is sent (each step's scene, drawn by scene.js as the replay page
// draws it), turns the legal actions into buttons and sends the one
// chosen. Every text from elsewhere goes in as text, never as markup.
"use strict";
(function () {
  const $ = function (id) { return document.getElementById(id); };
  const el = scene.el;

  let ws = null;
  let welcome = null;
  let retry = 500; // the wait before reconnecting, doubled up to 8 s
  let ended = false; // the server said bye for good: no reconnecting
  let at = null; // the joined message of the table the page is at
  let queue = []; // steps not shown yet
  let pacing = null; // the timer of the step being shown
  let held = false; // a result shown until the person goes on
  let step = null; // the step shown
  let chosen = new Set(); // the chosen cards or dice of the pick pile
  let pickKey = ""; // what the pick pile held when chosen was made
  let cursor = -1; // the card or die the keyboard is on
  let typedAt = -1; // the card the key just typed chose by its rank (a suit letter may follow)
  let lastHint = null;

  // remember keeps the table this tab sits at across a reload.
  function remember(id) {
    if (id === null) {
      sessionStorage.removeItem("teahouse-table");
    } else {
      sessionStorage.setItem("teahouse-table", String(id));
    }
  }

  function send(msg) {
    if (ws !== null && ws.readyState === WebSocket.OPEN) {
      ws.send(JSON.stringify(msg));
    }
  }

  function status(text) {
    $("status").textContent = text || "";
  }

  function show(section) {
    ["name", "parlor", "table"].forEach(function (s) { $(s).hidden = s !== section; });
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    ws = new WebSocket(scheme + "//" + location.host + "/ws");
    ws.addEventListener("open", function () { retry = 500; });
    ws.addEventListener("message", function (e) {
      let msg;
      try {
        msg = JSON.parse(e.data);
      } catch (err) {
        return;
      }
      const on = handlers[msg.type];
      if (on) {
        on(msg);
      }
    });
    ws.addEventListener("close", function () {
      ws = null;
      if (ended) {
        return;
      }
      // The table is left as drawn until the page sits down again: the
      // list that comes first after reconnecting offers the seat back.
      at = null;
      queue = [];
      held = false;
      clearTimeout(pacing);
      pacing = null;
      status("The connection to the parlor was lost; trying again…");
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    });
  }

  const handlers = {
    welcome: function (m) {
      welcome = m;
      status("");
      fillGames();
      named(m.name);
    },
    named: function (m) {
      named(m.name);
    },
    tables: function (m) {
      drawTables(m.tables);
      const back = Number(sessionStorage.getItem("teahouse-table"));
      const mine = m.tables.find(function (t) { return t.id === back && t.seated; });
      if (at === null && mine) {
        send({ type: "sit", table: mine.id });
      } else if (at === null && welcome && welcome.name) {
        show("parlor");
      }
    },
    joined: function (m) {
      at = m;
      remember(m.table);
      queue = [];
      step = null;
      held = false;
      lastHint = null;
      clearTimeout(pacing);
      pacing = null;
      $("log").replaceChildren();
      $("tabletitle").textContent = m.title + " · table " + m.table;
      $("eyes").textContent = m.seat >= 0 ? "You play P" + (m.seat + 1) : "You are watching";
      status("");
      show("table");
    },
    step: function (m) {
      if (at === null || m.table !== at.table) {
        return;
      }
      queue.push(m);
      pump();
    },
    leaderboard: function (m) {
      if (m.game === $("newgame").value) {
        drawRatings(m);
      }
    },
    hint: function (m) {
      if (step === null || m.seq !== step.seq) {
        return;
      }
      lastHint = m;
      drawHint();
    },
    refused: function (m) {
      if (m.to === "act" || m.to === "hint") {
        $("said").textContent = m.reason;
      } else if (m.to === "leaderboard") {
        $("ratings").replaceChildren(el("p", "dim", m.reason));
      } else if (m.to === "name") {
        $("said").textContent = "";
        status(m.reason);
        show("name");
        $("namefield").focus();
      } else {
        status(m.reason);
      }
    },
    left: function (m) {
      at = null;
      step = null;
      queue = [];
      clearTimeout(pacing);
      pacing = null;
      remember(null);
      status(m.reason);
      show("parlor");
      send({ type: "list" });
      askRatings(); // a game just ended may have moved them
    },
    bye: function (m) {
      ended = true;
      status(m.reason);
    },
  };

  // named takes the page's name ("" when it has none yet).
  function named(name) {
    $("who").hidden = !name;
    $("me").textContent = name;
    if (!name) {
      show("name");
      $("namefield").focus();
    } else if (at === null) {
      status("");
      show("parlor");
    }
  }

  // --- the parlor

  function drawTables(tables) {
    const list = $("tables");
    list.replaceChildren();
    $("notables").hidden = tables.length > 0;
    tables.forEach(function (t) {
      const li = el("li");
      li.dataset.table = String(t.id);
      const h = el("h3", "", t.title + " · table " + t.id);
      li.appendChild(h);
      li.appendChild(el("span", "state", t.state + (t.watchers ? " · " + t.watchers + " watching" : "")));
      t.seats.forEach(function (s, i) {
        li.appendChild(el("span", "seat " + s.kind, "P" + (i + 1) + ": " + s.label));
      });
      const act = el("div", "do");
      if (t.seated || (t.open > 0 && t.state !== "over")) {
        const sit = el("button", "go", t.seated ? "Take your seat back" : "Sit down");
        sit.type = "button";
        sit.addEventListener("click", function () { send({ type: "sit", table: t.id }); });
        act.appendChild(sit);
      }
      const watch = el("button", "", "Watch");
      watch.type = "button";
      watch.addEventListener("click", function () { send({ type: "watch", table: t.id }); });
      act.appendChild(watch);
      if (t.mine && t.open > 0) {
        const fill = el("button", "", "Computers in the open seats");
        fill.type = "button";
        fill.addEventListener("click", function () { send({ type: "fill", table: t.id }); });
        act.appendChild(fill);
      }
      li.appendChild(act);
      list.appendChild(li);
    });
  }

  function fillGames() {
    const sel = $("newgame");
    const was = sel.value;
    sel.replaceChildren();
    welcome.games.forEach(function (g) {
      const o = el("option", "", g.title);
      o.value = g.name;
      sel.appendChild(o);
    });
    if (was) {
      sel.value = was;
    }
    fillOptions();
  }

  // askRatings asks the leaderboard of the game chosen for a new table.
  function askRatings() {
    $("ratingshead").textContent = "Leaderboard of " + gameOf($("newgame").value).title;
    send({ type: "leaderboard", game: $("newgame").value });
  }

  // drawRatings draws a leaderboard as the terminal's lists it: rank,
  // player, rating with its 95% interval, games, last played, and what
  // a row is (your own, a computer level's fixed landmark, a program).
  function drawRatings(m) {
    const box = $("ratings");
    if (m.unrated) {
      box.replaceChildren(el("p", "dim", m.title + " is " + m.unrated + ": it is not rated."));
      return;
    }
    if (m.rows.length === 0) {
      box.replaceChildren(el("p", "dim", "Nobody is rated at " + m.title + " yet: a finished game rates its players."));
      return;
    }
    const table = el("table");
    const head = el("tr");
    [["#", "num"], ["Player", ""], ["Rating", "num"], ["95% interval", "num"], ["Games", "num"], ["Last played", ""], ["", ""]].forEach(function (h) {
      head.appendChild(el("th", h[1], h[0]));
    });
    table.appendChild(el("thead")).appendChild(head);
    const body = table.appendChild(el("tbody"));
    m.rows.forEach(function (r, i) {
      const tr = el("tr", r.you ? "you" : "");
      const mark = r.you ? "you" : r.landmark ? "landmark" : r.program ? "program" : "";
      [[String(i + 1), "num"], [r.name, "name"], [String(r.rating), "num"], [r.low + "–" + r.high, "num"],
        [String(r.games), "num"], [r.last || "—", ""], [mark, "dim"]].forEach(function (c) {
        tr.appendChild(el("td", c[1], c[0]));
      });
      body.appendChild(tr);
    });
    box.replaceChildren(table);
  }

  function gameOf(name) {
    return welcome.games.find(function (g) { return g.name === name; });
  }

  // field is one labelled control of the new table's form.
  function field(label, control, help) {
    const l = el("label");
    l.appendChild(el("span", "", label));
    l.appendChild(control);
    if (help) {
      l.appendChild(el("span", "help", help));
    }
    return l;
  }

  function choice(values, chosen, words) {
    const s = el("select");
    values.forEach(function (v) {
      const o = el("option", "", words ? words(v) : v);
      o.value = v;
      s.appendChild(o);
    });
    s.value = chosen;
    return s;
  }

  function fillOptions() {
    const g = gameOf($("newgame").value);
    const box = $("options");
    box.replaceChildren();
    $("blurb").textContent = g.blurb;
    askRatings();
    g.options.forEach(function (o) {
      let c;
      if (o.kind === "choice") {
        c = choice(o.values, o.default);
      } else if (o.kind === "flag") {
        c = el("input");
        c.type = "checkbox";
        c.checked = o.default === "on";
      } else {
        c = el("input");
        c.type = "number";
        c.min = String(o.min);
        c.max = String(o.max);
        c.value = o.default;
      }
      c.dataset.key = o.key;
      c.dataset.kind = o.kind;
      box.appendChild(field(o.label, c, o.help));
    });
    const seats = el("div");
    seats.id = "seatlist";
    box.appendChild(seats);
    if (g.min_seats !== g.max_seats) {
      const counts = [];
      for (let n = g.min_seats; n <= g.max_seats; n++) {
        counts.push(String(n));
      }
      const n = choice(counts, String(g.seats));
      n.id = "seatcount";
      n.addEventListener("change", function () { fillSeats(g, Number(n.value)); });
      box.insertBefore(field("Seats", n), seats);
    }
    fillSeats(g, g.seats);
    const speed = choice(welcome.speeds, "normal");
    speed.id = "speed";
    box.appendChild(field("Computers' pace", speed));
  }

  function fillSeats(g, n) {
    const box = $("seatlist");
    box.replaceChildren();
    for (let i = 0; i < n; i++) {
      if (i === 0) {
        box.appendChild(field("P1", el("span", "", "you")));
        continue;
      }
      const words = function (v) { return v === "open" ? "open (a person joins)" : "computer, " + v; };
      const c = choice(["open"].concat(g.levels), g.strongest, words);
      c.className = "seatof";
      box.appendChild(field("P" + (i + 1), c));
    }
  }

  function newTable(e) {
    e.preventDefault();
    const g = $("newgame").value;
    const options = {};
    $("options").querySelectorAll("[data-key]").forEach(function (c) {
      options[c.dataset.key] = c.dataset.kind === "flag" ? (c.checked ? "on" : "off") : c.value;
    });
    const seats = ["you"];
    $("seatlist").querySelectorAll(".seatof").forEach(function (c) { seats.push(c.value); });
    send({ type: "new", game: g, options: options, seats: seats, speed: $("speed").value });
  }

  // --- the table

  // pump shows the next step once the one shown has had its pause: the
  // pauses the terminal gives the events of another seat's step.
  function pump() {
    if (pacing !== null || held || queue.length === 0) {
      return;
    }
    const s = queue.shift();
    draw(s);
    let pause = 0;
    if (s.actor >= 0 && s.actor !== at.seat) {
      s.events.forEach(function (e) { pause += e.pause_ms || 0; });
    }
    if (s.events.some(function (e) { return e.hold; }) && queue.length > 0 && at.seat >= 0) {
      held = true;
      drawButtons();
      return;
    }
    pacing = setTimeout(function () { pacing = null; pump(); }, Math.min(pause, 4000));
  }

  function goOn() {
    held = false;
    pump();
  }

  // pick is what the page's person chooses from in the step shown.
  function pick() {
    const g = games[at.game];
    if (!g || at.seat < 0 || step === null || !step.scene) {
      return null;
    }
    return g.pick(step.scene, at.seat);
  }

  function draw(s) {
    const wasTurn = step !== null && step.your_turn;
    step = s;
    $("board").dataset.seq = String(s.seq); // which step is drawn
    lastHint = null;
    (s.log || []).forEach(function (line) {
      $("log").appendChild(el("li", "", line));
    });
    $("log").scrollTop = $("log").scrollHeight;
    const p = pick();
    const key = p ? JSON.stringify(p.of) : "";
    if (key !== pickKey) {
      pickKey = key;
      chosen = new Set();
      cursor = -1;
      if (p && p.dice) {
        p.of.dice.forEach(function (d, i) {
          if (d.held) {
            chosen.add(i);
          }
        });
      }
    }
    if (s.your_turn && !wasTurn) {
      $("said").textContent = "";
    }
    drawScene();
    drawButtons();
    drawHint();
  }

  function drawScene() {
    const sc = step.scene;
    const p = pick();
    const picks = function (on) {
      const m = {};
      if (p && on) {
        m[p.pile] = function (x, i) {
          x.classList.add("pick");
          x.classList.toggle("sel", chosen.has(i));
          x.classList.toggle("cur", cursor === i);
          x.setAttribute("role", "checkbox");
          x.setAttribute("aria-checked", String(chosen.has(i)));
          x.addEventListener("click", function () { toggle(i); });
        };
      }
      return m;
    };
    const seats = $("seats");
    seats.replaceChildren();
    $("mine").replaceChildren();
    sc.seats.forEach(function (box, i) {
      const mine = i === at.seat;
      const d = scene.seat(box, i, picks(mine && p && p.seat === i));
      (mine ? $("mine") : seats).appendChild(d);
    });
    const banner = step.outcome && step.outcome.over && step.summary ? step.summary[0] : "";
    // the score grid goes under the actions, which stay by the dice
    const mid = Object.assign({}, sc, { grid: null });
    $("middle").replaceChildren(scene.middle(mid, banner, picks(p && p.seat === undefined)));
    $("grid").replaceChildren();
    if (sc.grid) {
      $("grid").appendChild(scene.grid(sc.grid));
    }
  }

  function toggle(i) {
    if (at === null) {
      return; // the table drawn is gone, until the page sits down again
    }
    typedAt = -1; // a click or a key other than a rank: a suit letter picks nothing now
    if (chosen.has(i)) {
      chosen.delete(i);
    } else {
      chosen.add(i);
    }
    cursor = i;
    drawScene();
    drawButtons();
  }

  // turnWords says whose turn it is.
  function turnWords() {
    if (step.outcome && step.outcome.over) {
      return (step.summary || []).join(" ");
    }
    if (step.your_turn) {
      return "Your turn.";
    }
    if (step.waiting && step.waiting.length > 0) {
      return "Waiting for " + step.players[step.waiting[0]] + ".";
    }
    return "";
  }

  function button(label, on, cls) {
    const b = el("button", cls || "", label);
    b.type = "button";
    b.addEventListener("click", on);
    return b;
  }

  function act(action) {
    $("said").textContent = "";
    send({ type: "act", action: action });
  }

  function drawButtons() {
    const bar = $("acts");
    bar.replaceChildren();
    const g = games[at.game];
    $("keys").textContent = "";
    if (held) {
      const b = button("Go on", goOn, "go");
      b.dataset.key = "Enter";
      bar.appendChild(b);
      bar.appendChild(el("span", "dim", turnWords()));
      return;
    }
    bar.appendChild(el("span", "turn", turnWords()));
    if (!step.your_turn || !g || queue.length > 0) {
      return;
    }
    const p = pick();
    const amount = g.amount ? g.amount(step.legal) : null;
    if (amount) {
      const n = el("input");
      n.type = "number";
      n.id = "amount";
      n.min = String(amount.least);
      n.value = String(amount.least);
      n.setAttribute("aria-label", amount.label + " amount");
      const b = button(amount.label, function () {
        act({ kind: amount.kind, amount: Number(n.value) });
      }, "go");
      b.dataset.key = "Enter";
      n.addEventListener("keydown", function (e) {
        if (e.key === "Enter") {
          e.preventDefault();
          b.click();
        }
      });
      bar.appendChild(n);
      bar.appendChild(b);
    }
    g.buttons(step.legal, p && p.of, chosen).forEach(function (d) {
      const b = button(d.label, function () {
        if (!d.action) {
          $("said").textContent = d.needs || "";
          return;
        }
        act(d.action);
      }, d.go ? "go" : d.small ? "small" : "");
      if (d.key) {
        b.dataset.key = d.key;
        b.title = "key: " + (d.key === " " ? "space" : d.key.toLowerCase());
      }
      bar.appendChild(b);
    });
    if (at.hint && at.seat >= 0) {
      const h = button(at.hint === "advisor" ? "Advisor" : "Hint", function () { send({ type: "hint" }); });
      h.dataset.key = "t";
      h.title = "key: t";
      bar.appendChild(h);
    }
    $("keys").textContent = typeof g.keys === "function" ? g.keys(step.legal) : g.keys;
  }

  function drawHint() {
    const h = $("hint");
    h.hidden = lastHint === null;
    h.replaceChildren();
    if (lastHint !== null) {
      h.appendChild(el("b", "", lastHint.title));
      lastHint.lines.forEach(function (l) {
        h.appendChild(el("br"));
        h.appendChild(document.createTextNode(l));
      });
    }
  }

  // keys of the table: a button's key, cards and dice chosen by keyboard
  function onKey(e) {
    if (at === null || step === null || e.altKey || e.ctrlKey || e.metaKey || $("table").hidden) {
      return;
    }
    if (e.target.tagName === "INPUT" || e.target.tagName === "SELECT") {
      return;
    }
    const g = games[at.game];
    const p = pick();
    const n = p ? (p.dice ? p.of.dice.length : p.of.cards.length) : 0;
    const k = e.key;
    const typed = typedAt;
    typedAt = -1;
    let done = true;
    if (p && (k === "ArrowLeft" || k === "ArrowRight") && n > 0) {
      cursor = cursor < 0 ? 0 : (cursor + (k === "ArrowLeft" ? n - 1 : 1)) % n;
      drawScene();
    } else if (p && k === " " && cursor >= 0) {
      toggle(cursor);
    } else if (p && k === "Escape") {
      chosen = new Set();
      drawScene();
      drawButtons();
    } else if (p && p.dice && g.dieKeys && k >= "1" && k <= String(n)) {
      toggle(Number(k) - 1);
    } else if (!pressButton(k)) {
      done = typeSuit(g, p, typed, k) || typeRank(g, p, k);
    }
    if (done) {
      e.preventDefault();
    }
  }

  // pressButton clicks the button whose key k is.
  function pressButton(k) {
    const want = k.length === 1 ? k.toLowerCase() : k;
    const b = Array.prototype.find.call($("bar").querySelectorAll("button[data-key]"), function (x) {
      return x.dataset.key === want;
    });
    if (!b) {
      return false;
    }
    b.click();
    return true;
  }

  // typeRank chooses one more card of the rank typed, as the terminal's
  // typed ranks do: the first the game prefers (in Shengji, of the suit
  // led), else the first in the hand.
  function typeRank(g, p, k) {
    if (!p || !g.typed || p.dice) {
      return false;
    }
    const rank = g.typed(k);
    if (!rank) {
      return false;
    }
    const order = g.prefer ? g.prefer(step.scene, at.seat) : function () { return 0; };
    let best = -1;
    p.of.cards.forEach(function (c, j) {
      if (g.rankOf(c) === rank && !chosen.has(j) && (best < 0 || order(c) < order(p.of.cards[best]))) {
        best = j;
      }
    });
    if (best < 0) {
      $("said").textContent = "No more " + g.rankName(rank) + " in your hand.";
      return true;
    }
    toggle(best);
    typedAt = best;
    return true;
  }

  // typeSuit reads k as a suit letter typed right after a rank ("8h",
  // "ks"), where the game's cards have suits to pick: the card of that
  // rank and suit takes the place of card i, the one the rank chose.
  function typeSuit(g, p, i, k) {
    const suit = k.length === 1 ? k.toUpperCase() : "";
    if (!p || !g.suitOf || i < 0 || !chosen.has(i) || suit === "" || "SHDC".indexOf(suit) < 0 || g.suitOf(p.of.cards[i]) === "") {
      return false;
    }
    const cs = p.of.cards;
    const rank = g.rankOf(cs[i]);
    typedAt = i;
    if (g.suitOf(cs[i]) === suit) {
      return true;
    }
    const j = cs.findIndex(function (c, n) { return !chosen.has(n) && g.rankOf(c) === rank && g.suitOf(c) === suit; });
    if (j < 0) {
      $("said").textContent = "No more " + g.rankName(rank) + { S: "♠", H: "♥", D: "♦", C: "♣" }[suit] + " in your hand.";
      return true;
    }
    chosen.delete(i);
    toggle(j);
    typedAt = j;
    return true;
  }

  $("nameform").addEventListener("submit", function (e) {
    e.preventDefault();
    send({ type: "name", name: $("namefield").value });
  });
  $("rename").addEventListener("click", function () {
    $("namefield").value = $("me").textContent;
    show("name");
    $("namefield").focus();
  });
  $("newgame").addEventListener("change", fillOptions);
  $("newform").addEventListener("submit", newTable);
  $("leave").addEventListener("click", function () {
    remember(null);
    send({ type: "leave" });
  });
  $("home").addEventListener("click", function (e) {
    e.preventDefault();
    if (at === null && welcome && welcome.name) {
      show("parlor");
    }
  });
  document.addEventListener("keydown", onKey);
  connect();
})();
