/// The HTML report's script. It builds the list once and fills the detail pane for the entry
/// picked, working out that entry's metrics then: a breadth-first walk costs little even at
/// thousands of services, and nothing is laid out. Text from the manifest only ever goes in
/// through `textContent`, never as markup.
///
/// With `#selftest=NAME` in the address, the page checks itself once ready (search finds NAME,
/// picking it lists its dependencies and the scopes it makes, each scope's heading names its
/// makers, each environment shows it, nothing reported an error) and
/// writes `PASS` or `FAIL` with its ready time into `#selftest`, which
/// `Scripts/test-graph-report.sh` reads.
enum HTMLReportScript {
    static let source = #"""
        "use strict";
        const errors = [];
        window.addEventListener("error", event => errors.push(String(event.message)));
        const consoleError = console.error;
        console.error = (...parts) => { errors.push(parts.join(" ")); consoleError(...parts); };

        const data = JSON.parse(document.getElementById("graph-data").textContent);
        const byID = id => document.getElementById(id);
        const rows = [], madeBy = [];
        let environment = 0, graph = null, selected = null;

        function element(tag, className, text) {
          const made = document.createElement(tag);
          if (className) made.className = className;
          if (text !== undefined) made.textContent = text;
          return made;
        }

        // Each node's dependencies (`out`) and dependents (`into`) in one environment, as [node, label];
        // the child scopes each node makes (`makes`, as [scope, label]) and each scope's makers
        // (`makers`, as [node, label]).
        function linksOf(index) {
          const out = data.nodes.map(() => []), into = data.nodes.map(() => []);
          const makes = data.nodes.map(() => []), makers = data.scopes.map(() => []);
          for (const [from, to, label] of data.edges[index]) {
            out[from].push([to, label]);
            into[to].push([from, label]);
          }
          for (const [from, scope, label] of data.makers[index]) {
            makes[from].push([scope, label]);
            makers[scope].push([from, label]);
          }
          return { out, into, makes, makers };
        }

        // Every node reachable from `start` through `links`, without `start`.
        function reachable(start, links) {
          const seen = new Set([start]), queue = [start];
          for (let at = 0; at < queue.length; at++) {
            for (const [next] of links[queue[at]]) if (!seen.has(next)) { seen.add(next); queue.push(next); }
          }
          seen.delete(start);
          return seen;
        }

        // The shortest path from a root (an entry nothing depends on) down to `target`, root first;
        // null when everything above `target` depends on something in a cycle.
        function pathFromRoot(target) {
          const below = new Map([[target, -1]]), queue = [target];
          for (let at = 0; at < queue.length; at++) {
            const node = queue[at];
            if (graph.into[node].length === 0) {
              const path = [];
              for (let step = node; step !== -1; step = below.get(step)) path.push(step);
              return path;
            }
            for (const [parent] of graph.into[node]) if (!below.has(parent)) { below.set(parent, node); queue.push(parent); }
          }
          return null;
        }

        // Scopes nest as in the manifest; a composed module's services form a group in their scope.
        function buildTree() {
          const groups = data.scopes.map(scope => {
            const group = element("details", "scope");
            const summary = element("summary", "", "scope " + scope.name);
            if (scope.inputs.length) summary.append(element("span", "inputs", " (inputs: " + scope.inputs.join(", ") + ")"));
            // Filled per environment: a mock may not take the maker its real implementation takes.
            madeBy.push(element("span", "made-by"));
            summary.append(madeBy[madeBy.length - 1]);
            group.open = true;
            group.append(summary);
            return group;
          });
          const modules = new Map();
          data.nodes.forEach((node, index) => {
            let parent = groups[node.scope];
            if (node.module) {
              const key = node.scope + "/" + node.module;
              if (!modules.has(key)) {
                const group = element("details", "module");
                group.open = true;
                group.append(element("summary", "", "module " + node.module));
                parent.append(group);
                modules.set(key, group);
              }
              parent = modules.get(key);
            }
            const row = element("button", "row " + node.kind);
            row.type = "button";
            row.dataset.index = index;
            row.append(element("span", "name", node.name), element("span", "type", node.type));
            parent.append(row);
            rows.push(row);
          });
          data.scopes.forEach((scope, index) => (scope.parent === null ? byID("tree") : groups[scope.parent]).append(groups[index]));
          byID("tree").addEventListener("click", event => {
            const row = event.target.closest(".row");
            if (row) select(Number(row.dataset.index));
          });
        }

        function search() {
          const query = byID("search").value.trim().toLowerCase();
          let shown = 0;
          rows.forEach((row, index) => {
            const node = data.nodes[index];
            const matches = !query || node.id.toLowerCase().includes(query) || node.type.toLowerCase().includes(query);
            row.hidden = !matches;
            if (matches) shown++;
            const name = row.firstChild, at = query ? node.name.toLowerCase().indexOf(query) : -1;
            if (at < 0) name.textContent = node.name;
            else name.replaceChildren(node.name.slice(0, at), element("mark", "", node.name.slice(at, at + query.length)),
                                      node.name.slice(at + query.length));
          });
          for (const group of byID("tree").querySelectorAll("details")) group.hidden = !group.querySelector(".row:not([hidden])");
          byID("count").textContent = shown + " of " + rows.length + " entries";
        }

        function chooseEnvironment(index) {
          environment = index;
          graph = linksOf(index);
          rows.forEach((row, node) => row.classList.toggle("mock", data.nodes[node].bound[index].binding === "mock"));
          graph.makers.forEach((makers, scope) => {
            madeBy[scope].textContent = makers.length
              ? " made by " + makers.map(([from, label]) => data.nodes[from].id + " (" + label + ")").join(", ") : "";
          });
          if (selected !== null) select(selected);
        }

        function link(index, label) {
          const item = element("li");
          const button = element("button", "link", data.nodes[index].id);
          button.type = "button";
          button.addEventListener("click", () => select(index));
          item.append(button);
          if (label) item.append(element("span", "label", label));
          return item;
        }

        function list(tag, id, items, empty) {
          const made = element(tag, tag === "ol" ? "path" : "");
          made.id = id;
          if (items.length) made.append(...items); else made.append(element("li", "label", empty));
          return made;
        }

        function table(className, rowsOfCells, highlighted) {
          const made = element("table", className);
          rowsOfCells.forEach((cells, index) => {
            const row = element("tr", index === highlighted ? "current" : "");
            for (const cell of cells) row.append(element("td", "", String(cell)));
            made.append(row);
          });
          return made;
        }

        function select(index) {
          selected = index;
          for (const row of byID("tree").querySelectorAll(".row.selected")) row.classList.remove("selected");
          rows[index].classList.add("selected");
          const node = data.nodes[index], bound = node.bound[environment], pane = byID("detail");
          const badges = element("p", "badges");
          for (const text of [node.kind, node.lifetime, bound.binding, node.isolation, bound.warmUp && "built by warmUp()",
                              node.module && "module " + node.module, "scope " + data.scopes[node.scope].name]) {
            if (text) badges.append(element("span", "badge", text));
          }
          const dependents = reachable(index, graph.into), path = pathFromRoot(index);
          pane.replaceChildren(element("h2", "", node.id), element("p", "type", node.type), badges);
          if (node.doc) pane.append(element("p", "doc", node.doc));
          pane.append(
            element("h3", "", "Metrics in " + data.environments[environment]),
            table("metrics", [["fan-in (direct dependents)", graph.into[index].length],
                              ["fan-out (direct dependencies)", graph.out[index].length],
                              ["depth (steps from the nearest root)", path ? path.length - 1 : "only reached through a cycle"],
                              ["rebuilt by a change (transitive dependents)", dependents.size]]),
            element("h3", "", "Bound in each environment"),
            table("environments", data.environments.map((name, at) =>
              [name, node.bound[at].implementation + (node.bound[at].binding ? " (" + node.bound[at].binding + ")" : "")]), environment),
            element("h3", "", "Dependencies"),
            list("ul", "dependencies", graph.out[index].map(([to, label]) => link(to, label)), "none"));
          // Scopes are not entries to pick: each is named, with the maker's label.
          if (graph.makes[index].length) {
            pane.append(element("h3", "", "Makes"), list("ul", "makes", graph.makes[index].map(([scope, label]) => {
              const item = element("li", "", "scope " + data.scopes[scope].name);
              item.append(element("span", "label", label));
              return item;
            }), ""));
          }
          pane.append(
            element("h3", "", "Dependents"),
            list("ul", "dependents", graph.into[index].map(([from, label]) => link(from, label)), "none: it is a root"),
            element("h3", "", "Path from a root"),
            list("ol", "path", path ? path.map(step => link(step)) : [], "none: every chain above it runs through a cycle"));
        }

        function selfTest(name) {
          const problems = [], index = data.nodes.findIndex(node => node.id === name);
          if (index < 0) problems.push("no entry is named " + name);
          else {
            byID("search").value = name;
            byID("search").dispatchEvent(new Event("input"));
            // What is drawn, not the attribute: a style could show a row marked hidden.
            const drawn = row => row.getClientRects().length > 0;
            if (!drawn(rows[index])) problems.push("searching for " + name + " hid it");
            if (rows.length > 1 && rows.every(drawn)) problems.push("searching for " + name + " hid nothing");
            rows[index].click();
            const shown = [...byID("dependencies").querySelectorAll(".link")].map(button => button.textContent);
            const expected = graph.out[index].map(([to]) => data.nodes[to].id);
            const made = graph.makes[index].map(([scope]) => "scope " + data.scopes[scope].name);
            if (!expected.length && !made.length) problems.push(name + " has no dependencies or scopes it makes to show");
            if (shown.join() !== expected.join()) problems.push("dependencies shown: " + shown + "; expected: " + expected);
            const shownMade = [...(byID("makes")?.children ?? [])].map(item => item.firstChild.textContent);
            if (shownMade.join() !== made.join()) problems.push("scopes made shown: " + shownMade + "; expected: " + made);
            for (const [scope] of graph.makes[index]) {
              if (!madeBy[scope].textContent.includes(" " + name + " (")) problems.push("scope " + data.scopes[scope].name + " does not name " + name);
            }
            // Every environment redraws the entry picked; then back to the first, as the page opened.
            for (const at of [...data.environments.keys(), 0]) {
              byID("environment").value = at;
              byID("environment").dispatchEvent(new Event("change"));
              if (byID("detail").querySelector("h2")?.textContent !== name) problems.push(data.environments[at] + " lost " + name);
            }
          }
          problems.push(...errors);
          const verdict = element("pre", "", (problems.length ? "FAIL " + problems.join("; ") : "PASS") + " ready=" + ready + "ms");
          verdict.id = "selftest";
          document.body.append(verdict);
        }

        buildTree();
        data.environments.forEach((name, index) => byID("environment").append(new Option(name, index)));
        byID("environment").addEventListener("change", event => chooseEnvironment(Number(event.target.value)));
        byID("search").addEventListener("input", search);
        byID("search").addEventListener("keydown", event => {
          const first = rows.find(row => !row.hidden);
          if (event.key === "Enter" && first) first.click();
        });
        chooseEnvironment(0);
        search();
        // Milliseconds from the start of navigation until the page can be used.
        const ready = performance.now().toFixed(0);
        document.body.dataset.ready = ready;
        const test = /^#selftest=(.+)$/.exec(location.hash);
        if (test) selfTest(decodeURIComponent(test[1]));

        """#
}
