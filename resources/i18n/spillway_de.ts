<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Banner</name>
    <message>
        <location filename="../../ui/banner.py" line="57"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../../ui/banner.py" line="60"/>
        <source>{name}: show the technical details</source>
        <translation>{name}: technische Details zeigen</translation>
    </message>
    <message>
        <location filename="../../ui/banner.py" line="66"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../ui/banner.py" line="68"/>
        <source>{name}: cancel the request</source>
        <translation>{name}: Anfrage abbrechen</translation>
    </message>
    <message>
        <location filename="../../ui/banner.py" line="126"/>
        <source>Slower path banner</source>
        <translation>Hinweis auf langsameren Weg</translation>
    </message>
    <message>
        <location filename="../../ui/banner.py" line="154"/>
        <source>ETA ~{seconds} s</source>
        <translation>noch ~{seconds} s</translation>
    </message>
    <message>
        <location filename="../../ui/banner.py" line="156"/>
        <source>almost done</source>
        <translation>fast fertig</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../../ui/chat.py" line="46"/>
        <source>&lt;p&gt;Ask anything below. Enter sends, Shift+Enter starts a new line, Esc stops an answer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Frag unten, was du willst. Enter sendet, Umschalt+Enter beginnt eine neue Zeile, Esc hält eine Antwort an.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="93"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="282"/>
        <source>Deleted “{title}”.</source>
        <translation>„{title}“ gelöscht.</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="368"/>
        <source>Editing an earlier message: sending replaces it and what follows. Esc cancels.</source>
        <translation>Du bearbeitest eine frühere Nachricht: Senden ersetzt sie und alles danach. Esc bricht ab.</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="384"/>
        <source>Deleted a message.</source>
        <translation>Eine Nachricht gelöscht.</translation>
    </message>
</context>
<context>
    <name>ChatSidebar</name>
    <message>
        <location filename="../../ui/chat_sidebar.py" line="44"/>
        <source>Conversations</source>
        <translation>Unterhaltungen</translation>
    </message>
    <message>
        <location filename="../../ui/chat_sidebar.py" line="47"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location filename="../../ui/chat_sidebar.py" line="48"/>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location filename="../../ui/chat_sidebar.py" line="49"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../ui/chat_sidebar.py" line="51"/>
        <source>Start a new conversation (Ctrl+N)</source>
        <translation>Neue Unterhaltung beginnen (Strg+N)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_sidebar.py" line="52"/>
        <source>Rename the conversation (F2)</source>
        <translation>Unterhaltung umbenennen (F2)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_sidebar.py" line="55"/>
        <source>Delete the conversation (Delete; Undo brings it back)</source>
        <translation>Unterhaltung löschen (Entf; Rückgängig holt sie zurück)</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../ui/chat_composer.py" line="25"/>
        <source>Ask something. Enter sends, Shift+Enter starts a new line, Esc stops, Up edits your last message.</source>
        <translation>Frag etwas. Enter sendet, Umschalt+Enter beginnt eine neue Zeile, Esc hält an, Pfeil hoch bearbeitet deine letzte Nachricht.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="30"/>
        <source>Spillway is starting; you can type now, and send once it is ready.</source>
        <translation>Spillway startet; du kannst schon tippen und sendest, sobald es bereit ist.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="50"/>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="81"/>
        <source>Notes tool</source>
        <translation>Notizen-Werkzeug</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="83"/>
        <source>Let the model append to your notes file (each call runs exactly once)</source>
        <translation>Das Modell darf an deine Notizdatei anhängen (jeder Aufruf läuft genau einmal)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="85"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="87"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="88"/>
        <source>Stop the answer (Esc)</source>
        <translation>Antwort anhalten (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="97"/>
        <source>System prompt &amp;&amp; temperature</source>
        <translation>Systemprompt &amp;&amp; Temperatur</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="101"/>
        <source>System prompt for this conversation (optional)</source>
        <translation>Systemprompt für diese Unterhaltung (optional)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="110"/>
        <source>0 gives the same answer every time; higher is more varied</source>
        <translation>0 gibt jedes Mal dieselbe Antwort; höher ist abwechslungsreicher</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="121"/>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="177"/>
        <source>context ~{tokens} of {budget} tokens</source>
        <translation>Kontext ~{tokens} von {budget} Tokens</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="181"/>
        <source>this message is too long</source>
        <translation>diese Nachricht ist zu lang</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="183"/>
        <source>its middle (~{tokens} tokens) will be left out</source>
        <translation>ihre Mitte (~{tokens} Tokens) wird ausgelassen</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="187"/>
        <source>{count} message(s) from the middle left out</source>
        <translation>{count} Nachricht(en) aus der Mitte ausgelassen</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="189"/>
        <source>{count} message(s) from the oldest left out</source>
        <translation>{count} der ältesten Nachricht(en) ausgelassen</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="194"/>
        <source>How much of what the model can read this conversation takes. When it is full, Spillway leaves messages out as chosen in Settings (Long conversations).</source>
        <translation>Wie viel von dem, was das Modell lesen kann, diese Unterhaltung belegt. Ist es voll, lässt Spillway Nachrichten aus, wie in den Einstellungen gewählt (Lange Unterhaltungen).</translation>
    </message>
</context>
<context>
    <name>LanguagePicker</name>
    <message>
        <location filename="../../ui/language_picker.py" line="26"/>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="31"/>
        <location filename="../../ui/language_picker.py" line="59"/>
        <source>Auto-detect</source>
        <translation>Automatisch erkennen</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="35"/>
        <source>{name} (as asked)</source>
        <translation>{name} (wie gewählt)</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="40"/>
        <source>{name} (detected)</source>
        <translation>{name} (erkannt)</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="45"/>
        <source>{name} (detected, {percent}%)</source>
        <translation>{name} (erkannt, {percent} %)</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="68"/>
        <source>Spoken language</source>
        <translation>Gesprochene Sprache</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="71"/>
        <source>The language spoken in the files; Auto-detect guesses it</source>
        <translation>Die in den Dateien gesprochene Sprache; „Automatisch erkennen“ ermittelt sie selbst</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="101"/>
        <source>&amp;Chat</source>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="102"/>
        <source>&amp;Transcribe</source>
        <translation>&amp;Transkribieren</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="103"/>
        <source>&amp;Status</source>
        <translation>&amp;Status</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="104"/>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="84"/>
        <location filename="../../ui/main_window.py" line="112"/>
        <source>Engine state</source>
        <translation>Zustand der Engine</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="116"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="118"/>
        <source>&amp;New chat</source>
        <translation>&amp;Neuer Chat</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="121"/>
        <source>&amp;Transcribe file…</source>
        <translation>Datei &amp;transkribieren…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="125"/>
        <source>&amp;Export transcript…</source>
        <translation>Transkript &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="126"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="127"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="135"/>
        <source>Choose &amp;models…</source>
        <translation>&amp;Modelle wählen…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="139"/>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="140"/>
        <source>&amp;Pause GPU use</source>
        <translation>GPU-Nutzung &amp;pausieren</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="146"/>
        <source>Run the failover &amp;drill…</source>
        <translation>Ausfall&amp;übung starten…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="256"/>
        <source>The failover drill is not available here</source>
        <translation>Die Ausfallübung ist hier nicht verfügbar</translation>
    </message>
</context>
<context>
    <name>QueueTable</name>
    <message>
        <location filename="../../ui/transcription_table.py" line="42"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="43"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="44"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="45"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="46"/>
        <source>ETA</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="47"/>
        <source>Route</source>
        <translation>Weg</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="60"/>
        <source>Files to transcribe</source>
        <translation>Zu transkribierende Dateien</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="69"/>
        <source>Progress of {name}</source>
        <translation>Fortschritt von {name}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="75"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="75"/>
        <source>Cancel {name}</source>
        <translation>{name} abbrechen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="76"/>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="76"/>
        <source>Retry {name}</source>
        <translation>{name} wiederholen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="87"/>
        <source>checking</source>
        <translation>wird geprüft</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="88"/>
        <source>queued</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="89"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="90"/>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="91"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="92"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="93"/>
        <source>cancelling…</source>
        <translation>wird abgebrochen…</translation>
    </message>
</context>
<context>
    <name>RouteWords</name>
    <message>
        <location filename="../../ui/route_words.py" line="21"/>
        <source>the simulated graphics card</source>
        <translation>der simulierten Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="23"/>
        <source>the graphics card</source>
        <translation>der Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="25"/>
        <source>the processor</source>
        <translation>dem Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="28"/>
        <source>simulated GPU</source>
        <translation>simulierte GPU</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="30"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="32"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="35"/>
        <source>{gpu} (KV cache in host RAM)</source>
        <translation>{gpu} (KV-Cache im Arbeitsspeicher)</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="37"/>
        <source>{gpu} + {cpu} (layers split)</source>
        <translation>{gpu} + {cpu} (Schichten aufgeteilt)</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="39"/>
        <source>{gpu} (reduced limits)</source>
        <translation>{gpu} (reduzierte Grenzen)</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="41"/>
        <source>{gpu} (waiting)</source>
        <translation>{gpu} (wartet)</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="45"/>
        <source>fallback model {model}</source>
        <translation>Ersatzmodell {model}</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="47"/>
        <source>remote server {host}</source>
        <translation>entfernter Server {host}</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="49"/>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../ui/setting_words.py" line="20"/>
        <source>Chat model</source>
        <translation>Chat-Modell</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="21"/>
        <source>The chat model.</source>
        <translation>Das Modell für den Chat.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="22"/>
        <source>Default answer length</source>
        <translation>Übliche Antwortlänge</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="23"/>
        <source>Longest answer, in tokens, when a request does not say.</source>
        <translation>Längste Antwort in Tokens, wenn eine Anfrage nichts angibt.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="24"/>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="25"/>
        <source>How freely the chat model picks its words: 0 gives the same answer every time, higher values vary more.</source>
        <translation>Wie frei das Chat-Modell seine Worte wählt: 0 gibt jedes Mal dieselbe Antwort, höhere Werte variieren mehr.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="30"/>
        <source>System prompt</source>
        <translation>Systemprompt</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="31"/>
        <source>Instructions the chat model reads before every conversation (a role, a tone, a language); empty for none.</source>
        <translation>Anweisungen, die das Chat-Modell vor jeder Unterhaltung liest (eine Rolle, ein Ton, eine Sprache); leer für keine.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="36"/>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="37"/>
        <source>Colours of the window: follow the system&apos;s light or dark scheme, or always light, or always dark.</source>
        <translation>Farben des Fensters: dem hellen oder dunklen Schema des Systems folgen, oder immer hell, oder immer dunkel.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="42"/>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="43"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="44"/>
        <source>Language of the window: follow the system&apos;s, or always English, German or French (applies at the next start).</source>
        <translation>Sprache des Fensters: der des Systems folgen, oder immer Englisch, Deutsch oder Französisch (gilt ab dem nächsten Start).</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="52"/>
        <location filename="../../ui/setting_words.py" line="57"/>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="53"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="54"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="72"/>
        <source>{value} (not found)</source>
        <translation>{value} (nicht gefunden)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings_dialog.py" line="103"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="112"/>
        <source>Settings pages</source>
        <translation>Seiten der Einstellungen</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="192"/>
        <source>Allowed items, each at most once: {items}</source>
        <translation>Erlaubte Einträge, jeder höchstens einmal: {items}</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="194"/>
        <source>({key} in settings.toml)</source>
        <translation>({key} in settings.toml)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="215"/>
        <source>{page} settings</source>
        <translation>Einstellungen: {page}</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="222"/>
        <source>Basic</source>
        <translation>Grundlegend</translation>
    </message>
</context>
<context>
    <name>StatusView</name>
    <message>
        <location filename="../../ui/status_view.py" line="84"/>
        <location filename="../../ui/status_view.py" line="101"/>
        <source>Lane</source>
        <translation>Spur</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="85"/>
        <source>Queued</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="86"/>
        <source>Oldest</source>
        <translation>Älteste</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="87"/>
        <source>Running</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="90"/>
        <source>Replica</source>
        <translation>Replik</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="91"/>
        <source>Alive</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="92"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="93"/>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="94"/>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="95"/>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="98"/>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="99"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="100"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="102"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="232"/>
        <source>Engine state</source>
        <translation>Zustand der Engine</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="249"/>
        <source>Waiting for the engine…</source>
        <translation>Warte auf die Engine…</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="288"/>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="296"/>
        <source>Host RAM</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="297"/>
        <location filename="../../ui/status_view.py" line="318"/>
        <source>Lanes</source>
        <translation>Spuren</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="299"/>
        <source>Requests (this window and API clients)</source>
        <translation>Anfragen (dieses Fenster und API-Clients)</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="301"/>
        <location filename="../../ui/status_view.py" line="321"/>
        <source>Circuit breaker</source>
        <translation>Schutzschalter</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="302"/>
        <source>Replicas</source>
        <translation>Repliken</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="303"/>
        <source>Remote server (another machine)</source>
        <translation>Entfernter Server (anderer Rechner)</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="314"/>
        <source>Engine status</source>
        <translation>Zustand der Engine</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="316"/>
        <source>GPU memory use</source>
        <translation>Belegung des GPU-Speichers</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="317"/>
        <source>Host memory use</source>
        <translation>Belegung des Arbeitsspeichers</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="319"/>
        <source>Requests queued or running</source>
        <translation>Wartende oder laufende Anfragen</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="320"/>
        <source>Model replicas</source>
        <translation>Modell-Repliken</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="322"/>
        <source>Remote server</source>
        <translation>Entfernter Server</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="323"/>
        <source>GPU memory totals</source>
        <translation>Summen des GPU-Speichers</translation>
    </message>
</context>
<context>
    <name>TranscriptionPanel</name>
    <message>
        <location filename="../../ui/transcription.py" line="108"/>
        <source>Spoken &amp;language:</source>
        <translation>Gesprochene Sp&amp;rache:</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="110"/>
        <source>Translate into &amp;English</source>
        <translation>Ins &amp;Englische übersetzen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="111"/>
        <source>&amp;Add files…</source>
        <translation>Dateien &amp;hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="113"/>
        <source>Transcription problem</source>
        <translation>Problem beim Transkribieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="115"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="117"/>
        <source>Export {format}…</source>
        <translation>{format} exportieren…</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="218"/>
        <source>Transcribe audio</source>
        <translation>Audio transkribieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="246"/>
        <source>Release to transcribe</source>
        <translation>Loslassen zum Transkribieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="247"/>
        <source>Drop audio files anywhere on the window, or Add files… (Ctrl+O)</source>
        <translation>Audiodateien irgendwo ins Fenster ziehen oder „Dateien hinzufügen…“ (Strg+O)</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="303"/>
        <source>Transcription</source>
        <translation>Transkription</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="304"/>
        <source>Transcript of the selected file</source>
        <translation>Transkript der gewählten Datei</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="305"/>
        <source>Add audio files to transcribe</source>
        <translation>Audiodateien zum Transkribieren hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="307"/>
        <source>Write the speech in English, whatever language it is in</source>
        <translation>Das Gesprochene auf Englisch schreiben, gleich in welcher Sprache</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="309"/>
        <source>Copy the selected transcript</source>
        <translation>Gewähltes Transkript kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="312"/>
        <source>Export the selected transcript as {format}</source>
        <translation>Gewähltes Transkript als {format} exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="476"/>
        <source>Export {format}</source>
        <translation>{format} exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="488"/>
        <source>Export transcript</source>
        <translation>Transkript exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="505"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="506"/>
        <source>Could not write {path}: {reason}</source>
        <translation>{path} konnte nicht geschrieben werden: {reason}</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../../ui/wording.py" line="67"/>
        <source>{title}: {text}</source>
        <translation>{title}: {text}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="85"/>
        <source>a moment</source>
        <translation>einen Moment</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="87"/>
        <source>about {n} s</source>
        <translation>etwa {n} s</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="89"/>
        <source>about {n} min</source>
        <translation>etwa {n} min</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="90"/>
        <source>about {n} h</source>
        <translation>etwa {n} h</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="96"/>
        <location filename="../../ui/wording.py" line="399"/>
        <source>graphics card</source>
        <translation>Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="97"/>
        <source>simulated graphics card</source>
        <translation>simulierte Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="98"/>
        <source>processor</source>
        <translation>Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="101"/>
        <source>out of memory</source>
        <translation>Speicher voll</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="102"/>
        <source>its process crashed</source>
        <translation>sein Prozess ist abgestürzt</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="103"/>
        <source>it stopped responding</source>
        <translation>sie reagiert nicht mehr</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="104"/>
        <source>the driver was lost</source>
        <translation>der Treiber ging verloren</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="118"/>
        <source>the graphics card is {used}% full (Spillway keeps it under {limit}%)</source>
        <translation>die Grafikkarte ist zu {used} % voll (Spillway hält sie unter {limit} %)</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="124"/>
        <source>the graphics card has {free} free and this needs {more} more</source>
        <translation>die Grafikkarte hat {free} frei, und dies braucht {more} mehr</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="130"/>
        <source>the graphics card failed several times, so Spillway rests it and tries again soon</source>
        <translation>die Grafikkarte ist mehrmals ausgefallen; Spillway lässt sie ruhen und versucht es bald wieder</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="135"/>
        <source>you paused GPU use</source>
        <translation>du hast die GPU-Nutzung pausiert</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="138"/>
        <source>this computer has no graphics card Spillway can use</source>
        <translation>dieser Computer hat keine Grafikkarte, die Spillway nutzen kann</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="142"/>
        <source>the graphics driver does not answer</source>
        <translation>der Grafiktreiber antwortet nicht</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="146"/>
        <source>too many requests wait for the graphics card</source>
        <translation>zu viele Anfragen warten auf die Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="150"/>
        <source>too many requests wait for the processor</source>
        <translation>zu viele Anfragen warten auf den Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="154"/>
        <source>the computer&apos;s memory is nearly full</source>
        <translation>der Arbeitsspeicher des Computers ist fast voll</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="158"/>
        <source>the {device} failed ({why})</source>
        <translation>{device} ausgefallen ({why})</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="164"/>
        <source>the graphics card failed</source>
        <translation>die Grafikkarte ist ausgefallen</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="168"/>
        <source>the graphics card ran out of memory</source>
        <translation>der Grafikkarte ging der Speicher aus</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="172"/>
        <source>the model&apos;s process crashed and is being restarted</source>
        <translation>der Prozess des Modells ist abgestürzt und wird neu gestartet</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="176"/>
        <source>the model stopped responding and is being restarted</source>
        <translation>das Modell reagierte nicht mehr und wird neu gestartet</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="180"/>
        <source>the conversation is {tokens} tokens long; the model can read {limit}</source>
        <translation>die Unterhaltung ist {tokens} Tokens lang; das Modell kann {limit} lesen</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="186"/>
        <source>the conversation is longer than the {limit} tokens the {lane} path reads</source>
        <translation>die Unterhaltung ist länger als die {limit} Tokens, die der Weg {lane} liest</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="193"/>
        <source>the other computer does not answer</source>
        <translation>der andere Computer antwortet nicht</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="229"/>
        <source>Not working</source>
        <translation>Funktioniert nicht</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="232"/>
        <location filename="../../ui/wording.py" line="299"/>
        <source>answers come from the processor</source>
        <translation>Antworten kommen vom Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="233"/>
        <source>Processor only</source>
        <translation>Nur Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="235"/>
        <source>new work goes to the processor</source>
        <translation>neue Arbeit geht an den Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="238"/>
        <source>you paused GPU use; {where}</source>
        <translation>du hast die GPU-Nutzung pausiert; {where}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="239"/>
        <source>GPU paused</source>
        <translation>GPU pausiert</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="243"/>
        <source>Simulated GPU unavailable</source>
        <translation>Simulierte GPU nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="245"/>
        <source>GPU unavailable</source>
        <translation>GPU nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="250"/>
        <source>Simulated GPU ready</source>
        <translation>Simulierte GPU bereit</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="251"/>
        <source>answers come from the simulated GPU</source>
        <translation>Antworten kommen von der simulierten GPU</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="253"/>
        <source>GPU ready</source>
        <translation>GPU bereit</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="254"/>
        <source>answers come from the GPU</source>
        <translation>Antworten kommen von der GPU</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="263"/>
        <source>, with shorter answers while memory is tight</source>
        <translation>, mit kürzeren Antworten, solange der Speicher knapp ist</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="264"/>
        <source>, partly from the computer&apos;s memory (slower)</source>
        <translation>, teils aus dem Arbeitsspeicher (langsamer)</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="270"/>
        <source>another program holds {size}</source>
        <translation>ein anderes Programm belegt {size}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="277"/>
        <source>Simulated GPU full</source>
        <translation>Simulierte GPU voll</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="278"/>
        <source>Simulated GPU busy</source>
        <translation>Simulierte GPU ausgelastet</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="279"/>
        <source>GPU full</source>
        <translation>GPU voll</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="280"/>
        <source>GPU busy</source>
        <translation>GPU ausgelastet</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="293"/>
        <source>answers come from the graphics card</source>
        <translation>Antworten kommen von der Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="294"/>
        <source>answers come from the graphics card, shortened</source>
        <translation>Antworten kommen gekürzt von der Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="295"/>
        <source>answers come from the graphics card and the processor</source>
        <translation>Antworten kommen von Grafikkarte und Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="298"/>
        <source>answers wait for the graphics card</source>
        <translation>Antworten warten auf die Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="300"/>
        <source>answers come from a smaller model</source>
        <translation>Antworten kommen von einem kleineren Modell</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="301"/>
        <source>answers come from another computer</source>
        <translation>Antworten kommen von einem anderen Computer</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="302"/>
        <source>new questions are refused until memory frees</source>
        <translation>neue Fragen werden abgelehnt, bis Speicher frei wird</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="312"/>
        <source>Out of memory</source>
        <translation>Speicher voll</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="313"/>
        <source>Try again: Spillway picks a path with room.</source>
        <translation>Versuch es noch einmal: Spillway wählt einen Weg mit Platz.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="317"/>
        <source>The model crashed</source>
        <translation>Das Modell ist abgestürzt</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="318"/>
        <source>It is being restarted; try again.</source>
        <translation>Es wird neu gestartet; versuch es noch einmal.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="322"/>
        <source>The model stopped responding</source>
        <translation>Das Modell reagiert nicht mehr</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="323"/>
        <source>It was restarted; try again.</source>
        <translation>Es wurde neu gestartet; versuch es noch einmal.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="327"/>
        <source>Graphics driver lost</source>
        <translation>Grafiktreiber verloren</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="328"/>
        <source>Spillway uses the processor meanwhile.</source>
        <translation>Spillway nutzt solange den Prozessor.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="332"/>
        <source>Cannot read this</source>
        <translation>Nicht lesbar</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="333"/>
        <source>Check the file or the text; trying again will not help.</source>
        <translation>Prüf die Datei oder den Text; ein neuer Versuch hilft nicht.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="337"/>
        <source>The model cannot be loaded</source>
        <translation>Das Modell lässt sich nicht laden</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="338"/>
        <source>Choose another model in Settings.</source>
        <translation>Wähl in den Einstellungen ein anderes Modell.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="342"/>
        <source>No room now</source>
        <translation>Gerade kein Platz</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="343"/>
        <source>Try again when other work has finished.</source>
        <translation>Versuch es wieder, wenn andere Arbeit fertig ist.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="347"/>
        <source>Answer interrupted</source>
        <translation>Antwort unterbrochen</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="348"/>
        <source>The part already written is kept; continue it.</source>
        <translation>Der schon geschriebene Teil bleibt erhalten; setz ihn fort.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="352"/>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="353"/>
        <source>Try again; if it happens again, report it.</source>
        <translation>Versuch es noch einmal; passiert es wieder, melde es.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="376"/>
        <source>Not an audio file</source>
        <translation>Keine Audiodatei</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="377"/>
        <source>Spillway cannot find sound in this file. Choose an audio or video file (WAV, MP3, M4A, FLAC, OGG, OPUS, WEBM, MP4).</source>
        <translation>Spillway findet in dieser Datei keinen Ton. Wähl eine Audio- oder Videodatei (WAV, MP3, M4A, FLAC, OGG, OPUS, WEBM, MP4).</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="387"/>
        <source>File not found</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="388"/>
        <source>It was moved or deleted.</source>
        <translation>Sie wurde verschoben oder gelöscht.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="399"/>
        <source>the processor</source>
        <translation>dem Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="402"/>
        <source>Runs on {where}</source>
        <translation>Läuft auf {where}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="404"/>
        <source>Why: {reason}.</source>
        <translation>Grund: {reason}.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="406"/>
        <source>Slower path</source>
        <translation>Langsamerer Weg</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="414"/>
        <source>Try again in {wait}.</source>
        <translation>Versuch es in {wait} wieder.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="417"/>
        <source>Cannot take this now</source>
        <translation>Gerade nicht möglich</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message>
        <location filename="../../ui/reason_words.py" line="27"/>
        <source>this computer has no graphics card Spillway can use</source>
        <translation>dieser Computer hat keine Grafikkarte, die Spillway nutzen kann</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="30"/>
        <source>the graphics driver does not answer</source>
        <translation>der Grafiktreiber antwortet nicht</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="31"/>
        <source>the graphics card failed several times, so Spillway rests it and tries again soon</source>
        <translation>die Grafikkarte ist mehrmals ausgefallen, daher lässt Spillway sie ruhen und versucht es bald erneut</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="35"/>
        <source>you paused GPU use</source>
        <translation>Sie haben die GPU-Nutzung pausiert</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="36"/>
        <source>the graphics card already failed on this request</source>
        <translation>die Grafikkarte ist bei dieser Anfrage schon ausgefallen</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="39"/>
        <source>too many requests wait for the graphics card</source>
        <translation>zu viele Anfragen warten auf die Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="42"/>
        <source>the graphics card cannot be used now</source>
        <translation>die Grafikkarte kann gerade nicht genutzt werden</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="43"/>
        <source>it fits on the graphics card</source>
        <translation>es passt auf die Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="44"/>
        <source>it fits in the loaded model</source>
        <translation>es passt in das geladene Modell</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="45"/>
        <source>the whole model fits on the graphics card again</source>
        <translation>das ganze Modell passt wieder auf die Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="48"/>
        <source>it fits in the loaded model, which is partly in the computer&apos;s memory</source>
        <translation>es passt in das geladene Modell, das teils im Arbeitsspeicher des Computers liegt</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="51"/>
        <source>the conversation is {value} tokens long; the model can read {limit}</source>
        <translation>das Gespräch ist {value} Token lang; das Modell kann {limit} lesen</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="54"/>
        <source>the conversation is at least {value} tokens long; the model can read {limit}</source>
        <translation>das Gespräch ist mindestens {value} Token lang; das Modell kann {limit} lesen</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="58"/>
        <source>the graphics card is {used}% full (Spillway keeps it under {threshold}%)</source>
        <translation>die Grafikkarte ist zu {used} % voll (Spillway hält sie unter {threshold} %)</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="61"/>
        <source>the graphics card has {free} free and this needs {needed} more</source>
        <translation>die Grafikkarte hat {free} frei und dies braucht {needed} mehr</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="64"/>
        <source>this needs {value} tokens of context; the graphics card reads {limit}</source>
        <translation>dies braucht {value} Token Kontext; die Grafikkarte liest {limit}</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="67"/>
        <source>the loaded model has room for {limit} tokens and this needs {value}</source>
        <translation>das geladene Modell hat Platz für {limit} Token und dies braucht {value}</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="70"/>
        <source>a shorter answer would not help while the card is this full</source>
        <translation>eine kürzere Antwort hilft nicht, solange die Karte so voll ist</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="73"/>
        <source>the transcription already uses the smallest search</source>
        <translation>die Transkription nutzt schon die kleinste Suche</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="76"/>
        <source>not even {value} tokens of context fit on the graphics card</source>
        <translation>nicht einmal {value} Token Kontext passen auf die Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="79"/>
        <source>only chat models can be split between the processor and the graphics card</source>
        <translation>nur Chatmodelle lassen sich zwischen Prozessor und Grafikkarte aufteilen</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="82"/>
        <source>splitting the model would not help while the card is this full</source>
        <translation>das Modell aufzuteilen hilft nicht, solange die Karte so voll ist</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="85"/>
        <source>the conversation is longer than the {limit} tokens the graphics card reads</source>
        <translation>das Gespräch ist länger als die {limit} Token, die die Grafikkarte liest</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="88"/>
        <source>even with part of the model in the computer&apos;s memory, the graphics card has {free} free and this needs {needed} more</source>
        <translation>selbst mit einem Teil des Modells im Arbeitsspeicher des Computers hat die Grafikkarte {free} frei und dies braucht {needed} mehr</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="93"/>
        <source>the computer&apos;s memory is nearly full ({free} may be used, {needed} needed)</source>
        <translation>der Arbeitsspeicher des Computers ist fast voll ({free} nutzbar, {needed} nötig)</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="96"/>
        <source>not even part of the model fits on the graphics card</source>
        <translation>nicht einmal ein Teil des Modells passt auf die Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="99"/>
        <source>no smaller fallback model is chosen</source>
        <translation>kein kleineres Ersatzmodell ist gewählt</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="100"/>
        <source>the smaller model would not help while the card is this full</source>
        <translation>das kleinere Modell hilft nicht, solange die Karte so voll ist</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="103"/>
        <source>the conversation is longer than the {limit} tokens the smaller model reads</source>
        <translation>das Gespräch ist länger als die {limit} Token, die das kleinere Modell liest</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="106"/>
        <source>the smaller model does not fit either: the graphics card has {free} free and it needs {needed} more</source>
        <translation>auch das kleinere Modell passt nicht: die Grafikkarte hat {free} frei und es braucht {needed} mehr</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="111"/>
        <source>the graphics card reads at most {limit} tokens, less than the conversation</source>
        <translation>die Grafikkarte liest höchstens {limit} Token, weniger als das Gespräch</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="114"/>
        <source>waiting would not help: other programs hold the memory</source>
        <translation>Warten hilft nicht: andere Programme belegen den Speicher</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="117"/>
        <source>waiting would not help: the card would stay too full</source>
        <translation>Warten hilft nicht: die Karte bliebe zu voll</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="120"/>
        <source>answering on the processor is turned off</source>
        <translation>Antworten über den Prozessor ist ausgeschaltet</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="121"/>
        <source>too many requests wait for the processor</source>
        <translation>zu viele Anfragen warten auf den Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="122"/>
        <source>the processor would take about {seconds} s, more than the {deadline} s allowed</source>
        <translation>der Prozessor bräuchte etwa {seconds} s, mehr als die erlaubten {deadline} s</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="126"/>
        <source>the conversation is longer than the {limit} tokens the processor reads</source>
        <translation>das Gespräch ist länger als die {limit} Token, die der Prozessor liest</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="129"/>
        <source>the computer&apos;s memory is nearly full</source>
        <translation>der Arbeitsspeicher des Computers ist fast voll</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="130"/>
        <source>no other computer is set up</source>
        <translation>kein anderer Computer ist eingerichtet</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="131"/>
        <source>the other computer does not answer</source>
        <translation>der andere Computer antwortet nicht</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="132"/>
        <source>the other computer only answers chats</source>
        <translation>der andere Computer beantwortet nur Chats</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="133"/>
        <source>tool calls stay on this computer</source>
        <translation>Werkzeugaufrufe bleiben auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="134"/>
        <source>too many requests wait for the other computer</source>
        <translation>zu viele Anfragen warten auf den anderen Computer</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="137"/>
        <source>the other computer would take about {seconds} s, too long</source>
        <translation>der andere Computer bräuchte etwa {seconds} s, zu lange</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="140"/>
        <source>it waits for room in the loaded model</source>
        <translation>es wartet auf Platz im geladenen Modell</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="143"/>
        <source>it waits for running work to free memory</source>
        <translation>es wartet, bis laufende Arbeit Speicher freigibt</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="147"/>
        <source>it reads at most {value} tokens of the conversation</source>
        <translation>es liest höchstens {value} Token des Gesprächs</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="150"/>
        <source>the answer stops at {value} tokens</source>
        <translation>die Antwort endet nach {value} Token</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="151"/>
        <source>the answer stops at {value} tokens (the processor reads {limit})</source>
        <translation>die Antwort endet nach {value} Token (der Prozessor liest {limit})</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="154"/>
        <source>a quicker, less thorough transcription (search width 1, not {value})</source>
        <translation>eine schnellere, weniger gründliche Transkription (Suchbreite 1 statt {value})</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="157"/>
        <source>part of the work runs in the computer&apos;s memory (slower)</source>
        <translation>ein Teil der Arbeit läuft im Arbeitsspeicher des Computers (langsamer)</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="160"/>
        <source>{value} of {limit} layers on the graphics card, the rest on the processor (slower)</source>
        <translation>{value} von {limit} Schichten auf der Grafikkarte, der Rest auf dem Prozessor (langsamer)</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="164"/>
        <source>answered by the smaller model {name}</source>
        <translation>beantwortet vom kleineren Modell {name}</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="165"/>
        <source>answered by {name} on another computer ({host})</source>
        <translation>beantwortet von {name} auf einem anderen Computer ({host})</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="168"/>
        <source>slower than on the graphics card</source>
        <translation>langsamer als auf der Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="169"/>
        <source>the transcription is slower than on the graphics card</source>
        <translation>die Transkription ist langsamer als auf der Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="172"/>
        <source>waits for room in the loaded model</source>
        <translation>wartet auf Platz im geladenen Modell</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="173"/>
        <source>waits for memory on the graphics card</source>
        <translation>wartet auf Speicher der Grafikkarte</translation>
    </message>
</context>
</TS>
