// What each game's table lets its player choose and do: which pile of the
// scene is chosen from (cards or dice), the legal actions as buttons (an
// action that takes what is chosen is one button that sends the choice),
// and the keys of the terminal that make sense here. No rule is judged
// here: the table's own check answers every action, and a refusal is said
// in the game's sentence.
"use strict";
const games = (function () {
  const boxes = ["Aces", "Twos", "Threes", "Fours", "Fives", "Sixes", "Three of a kind", "Four of a kind",
    "Full house", "Small straight", "Large straight", "Yahtzee", "Chance"];

  // mask is the dice mask of the chosen indexes (bit i is die i+1).
  function mask(sel) {
    let m = 0;
    sel.forEach(function (i) { m |= 1 << i; });
    return m;
  }

  // codes are the chosen cards' codes, in the pile's order.
  function codes(pile, sel) {
    return pile.cards.filter(function (c, i) { return sel.has(i); }).map(function (c) { return c.code; });
  }

  // words of a plain action: its kind with its number, if any
  function plain(a) {
    const words = { pass: "Pass", stand: "Stand", hit: "Hit", double: "Double", split: "Split", surrender: "Surrender",
      sit_out: "Sit out", rebuy: "Rebuy", even_money: "Even money", decline: "No insurance", call: "Call",
      rob: "Rob", show: "Show my hand", keep: "Keep it hidden" };
    if (a.kind === "bid") {
      return "Bid " + a.bid;
    }
    return words[a.kind] || a.kind;
  }

  // hand finds the seat's own pile of kind "hand" in the scene.
  function hand(sc, me) {
    const box = sc.seats[me];
    if (!box) {
      return null;
    }
    const k = (box.piles || []).findIndex(function (p) { return p.label === "hand" && p.cards; });
    return k < 0 ? null : { seat: me, pile: k, of: box.piles[k] };
  }

  return {
    doudizhu: {
      pick: hand,
      // typed is the code of the cards of the rank a key names: 3-9, 0
      // for 10 (t, where the hint does not take it), j q k a 2, b and r
      // for the jokers; "" for none.
      typed: function (key) {
        const k = key === "0" ? "T" : key.toUpperCase();
        return k.length === 1 && "3456789TJQKA2BR".indexOf(k) >= 0 ? k : "";
      },
      // rankOf is the rank of a card: its code; rankName says it.
      rankOf: function (c) { return c.code; },
      rankName: function (r) { return { T: "10", B: "black joker", R: "red joker" }[r] || r; },
      keys: function (legal) {
        if (legal.some(function (a) { return a.kind === "play"; })) {
          return "Tap cards or type their ranks (3-9, 0 for 10, j q k a 2, b r the jokers); ← → and space choose too; enter plays, p passes, t hints, esc clears.";
        }
        if (legal.some(function (a) { return a.kind === "bid"; })) {
          return "1, 2 or 3 bids; p passes.";
        }
        return "enter calls or robs, d doubles, s shows, p passes.";
      },
      buttons: function (legal, pile, sel) {
        const out = [];
        legal.forEach(function (a) {
          if (a.kind !== "play" && !out.some(function (b) { return b.action.kind === a.kind && b.action.bid === a.bid; })) {
            const keys = { pass: "p", bid: String(a.bid), call: "Enter", rob: "Enter", double: "d", show: "s", keep: "p" };
            out.push({ label: plain(a), action: a, key: keys[a.kind] || "" });
          }
        });
        if (legal.some(function (a) { return a.kind === "play"; })) {
          out.unshift({ label: "Play", action: pile && { kind: "play", cards: codes(pile, sel).join("") }, go: true, key: "Enter",
            needs: "Choose the cards to play first." });
        }
        return out;
      },
    },
    shengji: {
      pick: hand,
      // typed is the rank a key names: 2-9, 0 for 10, j q k a, b and r for
      // the jokers; "" for none.
      typed: function (key) {
        const k = key === "0" ? "10" : key.toUpperCase();
        return /^([2-9]|10|[JQKABR])$/.test(k) ? k : "";
      },
      // rankOf is the rank of a card ("10" of "10H#1", "B" of the small
      // joker "SJ", "R" of the big "BJ"); suitOf its own suit's letter,
      // "" for a joker; rankName says a rank.
      rankOf: function (c) {
        const code = c.code.replace(/#\d+$/, "");
        return code === "SJ" ? "B" : code === "BJ" ? "R" : code.slice(0, -1);
      },
      suitOf: function (c) { return c.joker ? "" : c.code.replace(/#\d+$/, "").slice(-1); },
      rankName: function (r) { return { B: "small joker", R: "big joker" }[r] || r; },
      // prefer orders the cards of a rank typed as the terminal does:
      // following a lead, a card of the suit led first, then a trump, then
      // any other (lower first); else the order of the hand.
      prefer: function (sc, me) {
        const played = function (box) {
          return (box.piles || []).some(function (p) { return p.label === "plays" || p.label === "leads"; });
        };
        let led = "";
        sc.seats.forEach(function (box) {
          (box.piles || []).forEach(function (p) {
            if (p.label === "leads" && !p.mark && p.cards && p.cards.length > 0) {
              led = p.cards[0].follows || "";
            }
          });
        });
        if (led === "" || played(sc.seats[me])) {
          return function () { return 0; };
        }
        return function (c) { return c.follows === led ? 0 : c.follows === "T" ? 1 : 2; };
      },
      keys: function (legal) {
        if (legal.some(function (a) { return a.kind === "declare"; })) {
          return "A declaration's number (1, 2, ...) declares it; p passes.";
        }
        if (legal.length > 0 && legal.every(function (a) { return a.kind === "pass"; })) {
          return "Nothing to declare: p passes.";
        }
        return "Tap cards or type their ranks (2-9, 0 for 10, j q k a, b r the jokers; a suit letter after a rank picks its suit: 8h, ks); ← → and space choose too; enter plays, t hints, esc clears.";
      },
      buttons: function (legal, pile, sel) {
        const out = [];
        const kinds = {};
        legal.forEach(function (a) { kinds[a.kind] = true; });
        // one button a declaration the seat may make, numbered as the
        // terminal's: "Declare 2♥ 2♥" (2)
        legal.filter(function (a) { return a.kind === "declare"; }).forEach(function (a, i) {
          const text = a.cards.map(function (code) {
            const c = pile && pile.cards.find(function (x) { return x.code === code; });
            return c ? c.text : code;
          });
          out.push({ label: "Declare " + text.join(" "), action: a, key: i < 9 ? String(i + 1) : "" });
        });
        if (kinds.bury) {
          out.push({ label: "Bury " + sel.size + " of 8", action: pile && { kind: "bury", cards: codes(pile, sel) }, go: true, key: "Enter",
            needs: "Choose the eight cards to bury." });
        }
        if (kinds.play) {
          out.push({ label: "Play", action: pile && { kind: "play", cards: codes(pile, sel) }, go: true, key: "Enter",
            needs: "Choose the cards to play first." });
        }
        if (kinds.pass) {
          out.push({ label: "Pass", action: { kind: "pass" }, key: "p" });
        }
        return out;
      },
    },
    yahtzee: {
      // the dice of the turn lie in the middle
      pick: function (sc) {
        const k = (sc.middle || []).findIndex(function (p) { return p.label && p.label.indexOf("dice") === 0 && p.dice; });
        return k < 0 ? null : { pile: k, of: sc.middle[k], dice: true };
      },
      dieKeys: true,
      keys: "Tap dice (or press 1-5) to keep them; enter rolls the others.",
      buttons: function (legal, pile, sel) {
        const out = [];
        legal.forEach(function (a) {
          if (a.kind === "roll" && !out.some(function (b) { return b.action.kind === "roll"; })) {
            const first = !pile;
            out.unshift({ label: first ? "Roll" : "Roll the others", action: { kind: "roll", hold: first ? 0 : mask(sel) }, go: true, key: "Enter" });
          }
          if (a.kind === "score") {
            out.push({ label: boxes[a.box || 0], action: a, small: true }); // box 0, Aces, is left out of the JSON
          }
          if (a.kind === "undo") {
            out.push({ label: "Take back", action: a });
          }
        });
        return out;
      },
    },
    pokerdice: {
      pick: function (sc, me) {
        const box = sc.seats[me];
        return box && box.piles && box.piles[0] && box.piles[0].dice ? { seat: me, pile: 0, of: box.piles[0], dice: true } : null;
      },
      dieKeys: true,
      keys: "Tap dice (or press 1-5) to hold them; enter rolls the rest.",
      buttons: function (legal, pile, sel) {
        const out = [];
        const one = sel.size === 1 ? sel.values().next().value : -1;
        const seen = {};
        legal.forEach(function (a) {
          if (seen[a.kind]) {
            return;
          }
          seen[a.kind] = true;
          switch (a.kind) {
          case "hold":
            out.unshift({ label: sel.size ? "Hold " + sel.size + ", roll the rest" : "Roll all five", action: { kind: "hold", dice: mask(sel) }, go: true, key: "Enter" });
            break;
          case "relock":
            out.push({ label: "Relock the chosen", action: { kind: "relock", dice: mask(sel) } });
            break;
          case "peek":
          case "force":
            out.push({ label: a.kind === "peek" ? "Peek at the chosen die" : "Force the chosen die", action: one < 0 ? null : { kind: a.kind, die: one },
              needs: "Choose one die first." });
            break;
          default:
            out.push({ label: plain(a), action: a });
          }
        });
        return out;
      },
    },
    blackjack: {
      pick: function () { return null; },
      keys: "h hits, s stands, d doubles, p splits, u surrenders; enter bets.",
      // bet and insure take an amount: one field for it
      amount: function (legal) {
        const a = legal.find(function (x) { return x.kind === "bet" || x.kind === "insure"; });
        if (!a) {
          return null;
        }
        const amounts = legal.filter(function (x) { return x.kind === a.kind; }).map(function (x) { return x.amount; });
        return { kind: a.kind, label: a.kind === "bet" ? "Bet" : "Insure", least: Math.min.apply(null, amounts), most: Math.max.apply(null, amounts) };
      },
      buttons: function (legal) {
        const out = [];
        const keys = { hit: "h", stand: "s", double: "d", split: "p", surrender: "u" };
        legal.forEach(function (a) {
          if (a.kind !== "bet" && a.kind !== "insure" && !out.some(function (b) { return b.action.kind === a.kind; })) {
            out.push({ label: plain(a), action: a, key: keys[a.kind] || "" });
          }
        });
        return out;
      },
    },
  };
})();
