import Foundation
import GlanceSimFormats
import GlanceSimInterpreter

/// The report's page: one self-contained HTML file (inline CSS and JavaScript, no network, no fonts), with
/// the data as one JSON blob. The script draws each section's lanes (``ReportLane``: values over time, events,
/// renders with their pictures) on a zoomable time axis under a header row per group, ticks each step and marks
/// each expectation, and shows details on click.
/// When it has drawn, it sets `data-lanes` on `<body>` to the number of lanes; an error sets `data-error`.
package enum TimelineReportPage {
    package static func html(title: String, data: String) -> String {
        // `</` cannot appear inside the script: JSON strings escape it.
        let safeData = data.replacingOccurrences(of: "</", with: "<\\/")
        return head.replacingOccurrences(of: "@TITLE@", with: escaped(title))
            + "<script id=\"data\" type=\"application/json\">"
            + safeData + "</script>\n<script>\n"
            + script.replacingOccurrences(of: "@TICK_STEPS@", with: ReportTimeAxis.scriptSteps)
            + "</script>\n</body>\n</html>\n"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    private static let head = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>@TITLE@</title>
        <style>
        :root { --bg: #ffffff; --fg: #1c1b1f; --muted: #5f6368; --line: #dadce0; --lane: #f8f9fa; --accent: #6750a4;
          --pass: #188038; --fail: #d93025; --panel: #f1f3f4; color-scheme: light dark; }
        @media (prefers-color-scheme: dark) { :root { --bg: #17181b; --fg: #e6e1e5; --muted: #a8abaf; --line: #3c4043;
          --lane: #202124; --accent: #d0bcff; --pass: #81c995; --fail: #f28b82; --panel: #26272b; } }
        body { margin: 0; background: var(--bg); color: var(--fg); font: 13px/1.4 system-ui, sans-serif; }
        header { padding: 12px 16px; border-bottom: 1px solid var(--line); }
        h1 { font-size: 16px; margin: 0; } h2 { font-size: 14px; margin: 16px 16px 4px; }
        pre.metrics { margin: 4px 16px; padding: 8px; background: var(--panel); white-space: pre-wrap; font-size: 12px; }
        .toolbar { margin: 4px 16px; display: flex; gap: 6px; align-items: center; color: var(--muted); }
        .toolbar button { font: inherit; padding: 2px 10px; background: var(--panel); color: var(--fg);
          border: 1px solid var(--line); border-radius: 4px; cursor: pointer; }
        .chart { margin: 0 16px; border: 1px solid var(--line); overflow: hidden; cursor: grab; user-select: none; }
        .chart svg { display: block; width: 100%; }
        .details { margin: 8px 16px 24px; padding: 8px; min-height: 2em; background: var(--panel); white-space: pre-wrap;
          font: 12px ui-monospace, monospace; }
        .details img { display: block; margin-top: 6px; border: 1px solid var(--line); }
        .error { color: var(--fail); margin: 4px 16px; }
        </style>
        </head>
        <body>
        <header><h1>@TITLE@</h1><div class="toolbar">Wheel or + / − to zoom, drag to pan, click anything for its details.</div></header>
        <main id="report"></main>

        """#

    private static let script = #"""
        "use strict";
        window.addEventListener("error", (e) => { document.body.dataset.error = String(e.message); });
        const DATA = JSON.parse(document.getElementById("data").textContent);
        const NS = "http://www.w3.org/2000/svg";
        const LABEL = 230, ROW = 22, TALL = 118, HEADER = 18, THUMB = 160;
        // ReportTimeAxis in Swift: the steps ticks may be apart, and the smallest that fits the span.
        const TICK_STEPS = @TICK_STEPS@;
        function tickStep(span, maxTicks) {
          const most = Math.max(1, maxTicks);
          for (const step of TICK_STEPS) if (Math.floor(span / step) <= most) return step;
          const year = TICK_STEPS[TICK_STEPS.length - 1];
          return year * Math.floor((Math.floor(span / year) + most - 1) / most);
        }
        let sections = 0;
        function fmt(ms) {
          const neg = ms < 0 ? "-" : ""; ms = Math.abs(ms);
          const d = Math.floor(ms / 86400000), h = Math.floor(ms / 3600000) % 24, m = Math.floor(ms / 60000) % 60;
          const s = Math.floor(ms / 1000) % 60, r = ms % 1000, p = (v, n) => String(v).padStart(n, "0");
          return neg + d + "d " + p(h, 2) + ":" + p(m, 2) + ":" + p(s, 2) + (r ? "." + p(r, 3) : "");
        }
        function span(ms) {
          if (ms < 1000) return ms + " ms"; if (ms < 60000) return (ms / 1000).toFixed(1) + " s";
          if (ms < 3600000) return (ms / 60000).toFixed(1) + " min"; if (ms < 86400000) return (ms / 3600000).toFixed(1) + " h";
          return (ms / 86400000).toFixed(1) + " d";
        }
        function hue(text) { let h = 0; for (const c of String(text)) h = (h * 31 + c.charCodeAt(0)) % 360; return h; }
        function color(value) {
          if (value === null) return "none";
          const dark = matchMedia("(prefers-color-scheme: dark)").matches;
          return "hsl(" + hue(value) + "," + (dark ? "45%,38%" : "60%,80%") + ")";
        }
        function el(name, attrs, parent) {
          const e = document.createElementNS(NS, name);
          for (const k in attrs) e.setAttribute(k, attrs[k]);
          if (parent) parent.appendChild(e);
          return e;
        }
        function pictureURL(svg) { return "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg); }

        function drawScenario(sc, root) {
          const section = document.createElement("section");
          root.appendChild(section);
          const h2 = document.createElement("h2");
          const passed = sc.steps.filter((s) => s[3] === true).length, failed = sc.steps.filter((s) => s[3] === false).length;
          h2.textContent = sc.name + " — " + fmt(sc.end) + " of virtual time, " + passed + " expectation(s) passed, " + failed + " failed";
          section.appendChild(h2);
          if (sc.error) { const e = document.createElement("div"); e.className = "error"; e.textContent = sc.error; section.appendChild(e); }
          const pre = document.createElement("pre"); pre.className = "metrics"; pre.textContent = sc.metrics; section.appendChild(pre);
          const bar = document.createElement("div"); bar.className = "toolbar"; section.appendChild(bar);
          const chart = document.createElement("div"); chart.className = "chart"; section.appendChild(chart);
          const details = document.createElement("div"); details.className = "details"; details.textContent = "Click a lane's mark for its details.";
          section.appendChild(details);
          const end = Math.max(sc.end, 1000);
          const view = { t0: 0, t1: end };
          const label = document.createElement("span");
          for (const [text, act] of [["+", () => zoom(0.5, 0.5)], ["−", () => zoom(2, 0.5)], ["all", () => { view.t0 = 0; view.t1 = end; draw(); }]]) {
            const b = document.createElement("button"); b.textContent = text; b.addEventListener("click", act); bar.appendChild(b);
          }
          bar.appendChild(label);
          const lanes = [{ group: "Scenario", name: "steps · expectations", kind: "expectations" }].concat(sc.lanes);
          const rowHeight = (lane) => (lane.kind === "renders" ? TALL : ROW);
          // A header row names each group; its lanes follow, each named in the label column (clipped to it).
          const rows = [];
          let height = 0;
          lanes.forEach((lane, i) => {
            if (i === 0 || lane.group !== lanes[i - 1].group) { rows.push({ header: lane.group, y: height }); height += HEADER; }
            rows.push({ lane: lane, y: height }); height += rowHeight(lane);
          });
          const plotHeight = height;
          height += 24;
          const svg = el("svg", { height: height }, chart);
          const clip = "labels-" + sections++;
          function show(text, picture) {
            details.textContent = text;
            if (picture !== undefined && sc.pictures[picture]) {
              const img = document.createElement("img"); img.src = pictureURL(sc.pictures[picture]); details.appendChild(img);
            }
          }
          function zoom(factor, at) {
            const width = view.t1 - view.t0, center = view.t0 + width * at;
            const next = Math.min(end, Math.max(50, width * factor));
            view.t0 = Math.max(0, Math.min(end - next, center - next * at)); view.t1 = view.t0 + next; draw();
          }
          function draw() {
            while (svg.firstChild) svg.removeChild(svg.firstChild);
            const W = Math.max(400, chart.clientWidth || 1000), plot = W - LABEL;
            svg.setAttribute("viewBox", "0 0 " + W + " " + height); svg.setAttribute("width", W);
            const x = (t) => LABEL + ((t - view.t0) / (view.t1 - view.t0)) * plot;
            label.textContent = fmt(Math.round(view.t0)) + " – " + fmt(Math.round(view.t1)) + " (" + span(view.t1 - view.t0) + ")";
            const clipPath = el("clipPath", { id: clip }, el("defs", {}, svg));
            el("rect", { x: 0, y: 0, width: LABEL - 6, height: plotHeight }, clipPath);
            for (const row of rows) {
              if (row.header !== undefined) {
                el("rect", { x: 0, y: row.y, width: W, height: HEADER, fill: "var(--panel)", stroke: "var(--line)", "stroke-width": 0.5 }, svg);
                const title = el("text", { x: 6, y: row.y + 13, fill: "var(--fg)", "font-size": 11, "font-weight": "bold" }, svg);
                title.textContent = row.header;
                continue;
              }
              const lane = row.lane, h = rowHeight(lane), y = row.y;
              el("rect", { x: 0, y: y, width: W, height: h, fill: "var(--lane)", stroke: "var(--line)", "stroke-width": 0.5 }, svg);
              const name = el("text", { x: 14, y: y + 15, fill: "var(--muted)", "font-size": 11, "clip-path": "url(#" + clip + ")" }, svg);
              name.textContent = lane.name;
              el("title", {}, name).textContent = lane.group + " · " + lane.name;
              name.addEventListener("click", () => show(lane.group + " · " + lane.name));
              const g = el("g", {}, svg);
              drawLane(lane, g, y, h, x, plot);
            }
            // Ticks on round instants (ReportTimeAxis.ticks), at most one per 110 px.
            const y = plotHeight, t0 = Math.ceil(view.t0), t1 = Math.floor(view.t1);
            const step = tickStep(t1 - t0, Math.max(2, Math.floor(plot / 110)));
            for (let t = Math.ceil(t0 / step) * step; t <= t1; t += step) {
              el("line", { x1: x(t), x2: x(t), y1: 0, y2: y, stroke: "var(--line)", "stroke-width": 0.5 }, svg);
              if (x(t) > LABEL + plot - 70) continue;
              const tick = el("text", { x: x(t) + 2, y: y + 16, fill: "var(--muted)", "font-size": 10 }, svg);
              tick.textContent = fmt(t);
            }
          }
          function inView(t, d) { return t + (d || 0) >= view.t0 && t <= view.t1; }
          function drawLane(lane, g, y, h, x, plot) {
            if (lane.kind === "expectations") {
              // Every step a thin tick; an expectation a mark in its verdict's colour, drawn over the ticks.
              for (const s of sc.steps) {
                if (s[3] !== null || !inView(s[0])) continue;
                const tick = el("rect", { x: x(s[0]) - 1, y: y + 6, width: 2, height: h - 12, fill: "var(--muted)", opacity: 0.6 }, g);
                tick.addEventListener("click", () => show(fmt(s[0]) + "  line " + s[1] + ": " + s[2]));
              }
              for (const s of sc.steps) {
                if (s[3] === null || !inView(s[0])) continue;
                const mark = el("rect", { x: x(s[0]) - 3, y: y + 4, width: 6, height: h - 8, fill: s[3] ? "var(--pass)" : "var(--fail)" }, g);
                mark.addEventListener("click", () => show(fmt(s[0]) + "  line " + s[1] + ": " + s[2] + "\n" + (s[3] ? "passed" : "FAILED\n" + s[4])));
              }
              return;
            }
            if (lane.kind === "steps") {
              lane.steps.forEach((s, i) => {
                const t1 = i + 1 < lane.steps.length ? lane.steps[i + 1][0] : sc.end;
                if (s[1] === null || !inView(s[0], t1 - s[0])) return;
                const a = Math.max(LABEL, x(s[0])), b = Math.min(LABEL + plot, x(Math.max(t1, s[0])));
                const r = el("rect", { x: a, y: y + 3, width: Math.max(1, b - a), height: h - 6, fill: color(s[1]), rx: 2 }, g);
                r.addEventListener("click", () => show(lane.group + " · " + lane.name + "\n" + s[1] + "\nfrom " + fmt(s[0]) + " to " + fmt(t1) + " (" + span(t1 - s[0]) + ")"));
                if (b - a > 40) {
                  // About 6 px a character: cut the value short rather than run into the next one.
                  const fits = Math.floor((b - a - 6) / 6), text = s[1].length > fits ? s[1].slice(0, Math.max(1, fits - 1)) + "…" : s[1];
                  const t = el("text", { x: a + 3, y: y + 15, "font-size": 10, fill: "var(--fg)" }, g); t.textContent = text;
                }
              });
              if (lane.truncated) { const t = el("text", { x: LABEL + plot - 150, y: y + 15, "font-size": 10, fill: "var(--muted)" }, g); t.textContent = "(later changes left out)"; }
              return;
            }
            // Event lanes: each event up close; counts per bucket when there are too many to draw or some were left out.
            const visible = lane.events.filter((e) => inView(e[0], e[1]));
            const complete = lane.total === lane.events.length || (lane.events.length > 0 && view.t1 <= lane.events[lane.events.length - 1][0]);
            if (complete && visible.length <= 1500) {
              let lastThumb = -Infinity, previous = null;
              visible.forEach((e) => {
                const a = x(e[0]), w = Math.max(2, x(e[0] + e[1]) - a);
                const fill = lane.kind === "runs" ? (/SUCCESS/.test(e[2]) ? "var(--pass)" : /RETRY|FAIL|stopped|died|could not/.test(e[2]) ? "var(--fail)" : "var(--accent)") : "var(--accent)";
                const m = el("rect", { x: a, y: y + 3, width: w, height: lane.kind === "renders" ? 6 : h - 6, fill: fill }, g);
                const index = lane.events.indexOf(e), before = index > 0 ? lane.events[index - 1] : null;
                const age = before ? "\n" + span(e[0] - before[0]) + " since the previous render" : "\nthe first render";
                const picture = lane.kind === "renders" && e[2] !== "-" ? Number(e[2]) : undefined;
                m.addEventListener("click", () => show(lane.group + " · " + lane.name + "\n" + fmt(e[0]) + (e[1] ? " for " + span(e[1]) : "") + "\n" + (lane.kind === "renders" ? (picture === undefined ? "(no picture kept)" : "picture #" + picture) + age : e[2]), picture));
                // A thumbnail big enough to read (THUMB px wide at most, the lane's height), where the last one left room.
                if (picture !== undefined && a - lastThumb >= THUMB + 4 && sc.pictures[picture]) {
                  const img = el("image", { x: a, y: y + 11, height: h - 13, width: THUMB, href: pictureURL(sc.pictures[picture]), preserveAspectRatio: "xMinYMin meet" }, g);
                  img.addEventListener("click", () => show(lane.group + " · render at " + fmt(e[0]) + age, picture));
                  lastThumb = a;
                }
                previous = e;
              });
            } else {
              const max = Math.max(1, ...lane.counts);
              lane.counts.forEach((c, i) => {
                const t = i * lane.bucket;
                if (!c || !inView(t, lane.bucket)) return;
                const a = Math.max(LABEL, x(t)), b = Math.min(LABEL + plot, x(t + lane.bucket)), hh = Math.max(2, ((h - 6) * c) / max);
                const r = el("rect", { x: a, y: y + h - 3 - hh, width: Math.max(1, b - a), height: hh, fill: "var(--accent)", opacity: 0.7 }, g);
                r.addEventListener("click", () => show(lane.group + " · " + lane.name + "\n" + c + " event(s) from " + fmt(t) + " to " + fmt(t + lane.bucket) + "\n(" + lane.total + " in all; zoom in to see each)"));
              });
            }
          }
          chart.addEventListener("wheel", (ev) => {
            ev.preventDefault();
            const rect = chart.getBoundingClientRect();
            const at = Math.min(1, Math.max(0, (ev.clientX - rect.left - LABEL) / Math.max(1, rect.width - LABEL)));
            zoom(ev.deltaY > 0 ? 1.25 : 0.8, at);
          }, { passive: false });
          let drag = null;
          chart.addEventListener("mousedown", (ev) => { drag = { x: ev.clientX, t0: view.t0, t1: view.t1 }; });
          window.addEventListener("mouseup", () => { drag = null; });
          window.addEventListener("mousemove", (ev) => {
            if (!drag) return;
            const width = drag.t1 - drag.t0, dt = ((drag.x - ev.clientX) / Math.max(1, chart.clientWidth - LABEL)) * width;
            view.t0 = Math.max(0, Math.min(end - width, drag.t0 + dt)); view.t1 = view.t0 + width; draw();
          });
          window.addEventListener("resize", draw);
          draw();
          return lanes.length;
        }

        let count = 0;
        for (const sc of DATA.scenarios) count += drawScenario(sc, document.getElementById("report"));
        document.body.dataset.lanes = String(count);

        """#
}
