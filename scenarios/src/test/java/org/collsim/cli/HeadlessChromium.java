package org.collsim.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Debian's headless Chromium, driven over the Chrome DevTools Protocol with the JDK's own
 * WebSocket client (no Selenium, no Node): open a page, collect console errors and network
 * requests, evaluate an expression, take a screenshot. Flags as this machine's notes require:
 * no sandbox (root), no GPU, and no background networking (the network is closed).
 */
final class HeadlessChromium implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration TIMEOUT = Duration.ofSeconds(60);
    private static final List<String> BINARIES = List.of("/usr/bin/chromium", "/usr/bin/chromium-browser");

    private final Process process;
    private final Path profile;
    private final WebSocket socket;
    private final AtomicInteger nextId = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private final List<String> consoleErrors = java.util.Collections.synchronizedList(new ArrayList<>());
    private final List<String> requests = java.util.Collections.synchronizedList(new ArrayList<>());
    private volatile CompletableFuture<Void> loaded = new CompletableFuture<>();
    private String session;

    /** The browser binary, if this machine has one. */
    static Optional<Path> binary() {
        return BINARIES.stream().map(Path::of).filter(Files::isExecutable).findFirst();
    }

    HeadlessChromium(Path binary) throws IOException, InterruptedException {
        profile = Files.createTempDirectory("collsim-chromium");
        process = new ProcessBuilder(binary.toString(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--hide-scrollbars", "--window-size=1280,2000", "--remote-debugging-port=0",
                "--user-data-dir=" + profile, "about:blank")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String endpoint = devToolsEndpoint();
        socket = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(TIMEOUT)
                .buildAsync(URI.create(endpoint), new Listener()).join();
        JsonNode target = call("Target.createTarget", Map.of("url", "about:blank"));
        session = call("Target.attachToTarget", Map.of("targetId", target.path("targetId").asText(), "flatten", true))
                .path("sessionId").asText();
        for (String domain : List.of("Page", "Runtime", "Log", "Network")) {
            call(domain + ".enable", Map.of());
        }
    }

    /** Chromium writes its port and browser path to DevToolsActivePort once it listens. */
    private String devToolsEndpoint() throws IOException, InterruptedException {
        Path file = profile.resolve("DevToolsActivePort");
        Instant deadline = Instant.now().plus(TIMEOUT);
        while (Instant.now().isBefore(deadline)) {
            if (Files.exists(file)) {
                List<String> lines = Files.readAllLines(file);
                if (lines.size() >= 2) {
                    return "ws://127.0.0.1:" + lines.get(0).trim() + lines.get(1).trim();
                }
            }
            if (!process.isAlive()) {
                throw new IOException("chromium exited with code " + process.exitValue() + " before listening");
            }
            Thread.sleep(50);
        }
        throw new IOException("chromium did not open its DevTools port within " + TIMEOUT);
    }

    /** Opens {@code page} and waits for its load event. */
    void open(Path page) {
        loaded = new CompletableFuture<>();
        call("Page.navigate", Map.of("url", page.toUri().toString()));
        loaded.orTimeout(TIMEOUT.toSeconds(), TimeUnit.SECONDS).join();
    }

    /** The value of a JavaScript expression evaluated in the page (returned by value, as JSON). */
    JsonNode evaluate(String expression) {
        JsonNode result = call("Runtime.evaluate", Map.of("expression", expression, "returnByValue", true));
        if (result.has("exceptionDetails")) {
            throw new IllegalStateException("page script failed: " + result.path("exceptionDetails"));
        }
        return result.path("result").path("value");
    }

    /** A PNG of the whole page, written to {@code file}. */
    void screenshot(Path file) throws IOException {
        JsonNode shot = call("Page.captureScreenshot", Map.of("format", "png", "captureBeyondViewport", true));
        Files.createDirectories(file.getParent());
        Files.write(file, Base64.getDecoder().decode(shot.path("data").asText()));
    }

    /** Console errors, uncaught exceptions and error log entries seen so far. */
    List<String> consoleErrors() {
        return List.copyOf(consoleErrors);
    }

    /** URLs of every request the pages made (the page itself included). */
    List<String> requests() {
        return List.copyOf(requests);
    }

    private JsonNode call(String method, Map<String, Object> params) {
        int id = nextId.incrementAndGet();
        ObjectNode message = JSON.createObjectNode().put("id", id).put("method", method);
        message.set("params", JSON.valueToTree(params));
        if (session != null) {
            message.put("sessionId", session);
        }
        CompletableFuture<JsonNode> reply = new CompletableFuture<>();
        pending.put(id, reply);
        socket.sendText(message.toString(), true).join();
        JsonNode answer = reply.orTimeout(TIMEOUT.toSeconds(), TimeUnit.SECONDS).join();
        if (answer.has("error")) {
            throw new IllegalStateException(method + " failed: " + answer.path("error"));
        }
        return answer.path("result");
    }

    private void onMessage(JsonNode message) {
        if (message.has("id")) {
            CompletableFuture<JsonNode> reply = pending.remove(message.path("id").asInt());
            if (reply != null) {
                reply.complete(message);
            }
            return;
        }
        JsonNode params = message.path("params");
        switch (message.path("method").asText()) {
            case "Page.loadEventFired" -> loaded.complete(null);
            case "Runtime.exceptionThrown" -> consoleErrors.add(params.path("exceptionDetails").toString());
            case "Runtime.consoleAPICalled" -> {
                if (params.path("type").asText().equals("error")) {
                    consoleErrors.add(params.path("args").toString());
                }
            }
            case "Log.entryAdded" -> {
                if (params.path("entry").path("level").asText().equals("error")) {
                    consoleErrors.add(params.path("entry").path("text").asText());
                }
            }
            case "Network.requestWillBeSent" -> requests.add(params.path("request").path("url").asText());
            default -> {
                // other events are not needed
            }
        }
    }

    @Override
    public void close() throws IOException, InterruptedException {
        socket.abort();
        // Chromium's helper processes (zygote, renderers) outlive the browser for a moment and
        // write into the profile; stop them too before removing it.
        List<ProcessHandle> helpers = process.descendants().toList();
        process.destroy();
        helpers.forEach(ProcessHandle::destroy);
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
        for (ProcessHandle helper : helpers) {
            helper.onExit().completeOnTimeout(helper, 10, TimeUnit.SECONDS).join();
            helper.destroyForcibly();
        }
        deleteProfile();
    }

    /** Removes the profile; a file that a late writer adds or removes during the walk only costs another pass. */
    private void deleteProfile() throws IOException {
        for (int pass = 0; pass < 3 && Files.exists(profile); pass++) {
            try (var files = Files.walk(profile)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (java.io.UncheckedIOException | java.nio.file.NoSuchFileException e) {
                // a file vanished under the walk: walk again
            }
        }
    }

    /** Collects text frames (a message may come in several parts) and hands whole messages on. */
    private final class Listener implements WebSocket.Listener {
        private final StringBuilder partial = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                try {
                    onMessage(JSON.readTree(text));
                } catch (IOException e) {
                    consoleErrors.add("unreadable DevTools message: " + e.getMessage());
                }
            }
            webSocket.request(1);
            return null;
        }
    }
}
