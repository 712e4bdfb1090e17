// The page's steps are cut into parts (one per seat, then the middle of
// the table), each drawn by scene.js as the live table draws it. This
// script shows one step at a time and moves between them.
(function () {
  const data = JSON.parse(document.getElementById("data").textContent);
  const steps = data.steps;
  const parts = data.parts;
  const slots = document.querySelectorAll("#table .slot");
  const lines = document.querySelectorAll("#log li");
  const log = document.getElementById("log");
  const slider = document.getElementById("slider");
  const at = document.getElementById("at");
  const play = document.getElementById("play");
  const speed = document.getElementById("speed");
  const last = steps.length - 1;
  let step = 0;
  let timer = null;

  function show(k) {
    step = Math.max(0, Math.min(last, k));
    steps[step].forEach(function (p, i) {
      const part = parts[p];
      slots[i].replaceChildren(part.box ? scene.seat(part.box, part.seat) : scene.middle(part.mid, part.banner));
    });
    let now = null;
    lines.forEach(function (li) {
      const s = Number(li.dataset.step);
      li.hidden = s > step;
      li.classList.toggle("now", s === step);
      if (s === step && now === null) {
        now = li;
      }
    });
    if (now !== null) {
      log.scrollTop = now.offsetTop - log.clientHeight / 3;
    }
    slider.value = String(step);
    at.textContent = "step " + step + " of " + last;
    document.getElementById("first").disabled = step === 0;
    document.getElementById("back").disabled = step === 0;
    document.getElementById("next").disabled = step === last;
    document.getElementById("last").disabled = step === last;
    if (step === last) {
      pause();
    }
  }

  function pause() {
    if (timer !== null) {
      clearInterval(timer);
      timer = null;
    }
    play.textContent = "Play";
  }

  function start() {
    if (step === last) {
      show(0);
    }
    pause();
    timer = setInterval(function () { show(step + 1); }, Number(speed.value));
    play.textContent = "Pause";
  }

  function toggle() {
    if (timer === null) {
      start();
    } else {
      pause();
    }
  }

  document.getElementById("first").addEventListener("click", function () { show(0); });
  document.getElementById("back").addEventListener("click", function () { show(step - 1); });
  document.getElementById("next").addEventListener("click", function () { show(step + 1); });
  document.getElementById("last").addEventListener("click", function () { show(last); });
  play.addEventListener("click", toggle);
  slider.addEventListener("input", function () { show(Number(slider.value)); });
  speed.addEventListener("change", function () {
    if (timer !== null) {
      start();
    }
  });

  const keys = {
    ArrowLeft: function () { show(step - 1); },
    ArrowRight: function () { show(step + 1); },
    Home: function () { show(0); },
    End: function () { show(last); },
    " ": toggle,
  };
  document.addEventListener("keydown", function (e) {
    const act = keys[e.key];
    if (act === undefined || e.altKey || e.ctrlKey || e.metaKey || e.target === speed) {
      return;
    }
    e.preventDefault();
    act();
  });
  document.addEventListener("keyup", function (e) {
    if (e.key === " " && e.target.tagName === "BUTTON") {
      e.preventDefault(); // the space played already: no click as well
    }
  });

  show(0);
})();
