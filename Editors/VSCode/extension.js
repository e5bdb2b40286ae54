// Starts `servicegraph lsp` for the workspace's services.json files. The server does the work;
// this only tells VS Code which files it serves and how to start it.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("servicegraph").get("path") || "servicegraph";
  client = new LanguageClient(
    "servicegraph",
    "ServiceGraph",
    { command, args: ["lsp"] },
    {
      documentSelector: [{ scheme: "file", language: "json", pattern: "**/services.json" }],
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/{services.json,*.swift}") },
    }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
