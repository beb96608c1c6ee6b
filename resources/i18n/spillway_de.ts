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
    <name>ChatLink</name>
    <message>
        <location filename="../../ui/chat_link.py" line="201"/>
        <source>sent with its middle cut</source>
        <translation>mit gekürzter Mitte gesendet</translation>
    </message>
    <message>
        <location filename="../../ui/chat_link.py" line="240"/>
        <location filename="../../ui/chat_link.py" line="244"/>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <location filename="../../ui/chat_link.py" line="264"/>
        <source>failed: {kind}</source>
        <translation>fehlgeschlagen: {kind}</translation>
    </message>
    <message>
        <location filename="../../ui/chat_link.py" line="358"/>
        <source>not sent</source>
        <translation>nicht gesendet</translation>
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
        <location filename="../../ui/chat.py" line="259"/>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="259"/>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="284"/>
        <source>Deleted “{title}”.</source>
        <translation>„{title}“ gelöscht.</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="370"/>
        <source>Editing an earlier message: sending replaces it and what follows. Esc cancels.</source>
        <translation>Du bearbeitest eine frühere Nachricht: Senden ersetzt sie und alles danach. Esc bricht ab.</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="386"/>
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
    <message>
        <location filename="../../ui/conversations.py" line="24"/>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message numerus="yes">
        <location filename="../../ui/chat_view.py" line="129"/>
        <source>Show %n earlier</source>
        <translation>
            <numerusform>%n frühere zeigen</numerusform>
            <numerusform>%n frühere zeigen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/chat_view.py" line="131"/>
        <source>{shown} of {total} messages</source>
        <translation>{shown} (von {total} Nachrichten)</translation>
    </message>
</context>
<context>
    <name>ChatWords</name>
    <message>
        <location filename="../../ui/bridge.py" line="208"/>
        <source>It needs {needed}; {free} is free.</source>
        <translation>Nötig sind {needed}; frei sind {free}.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="27"/>
        <source>the graphics card ran out of memory</source>
        <translation>der Grafikkarte ging der Speicher aus</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="28"/>
        <source>the model&apos;s process stopped unexpectedly</source>
        <translation>der Prozess des Modells hat sich unerwartet beendet</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="29"/>
        <source>the model stopped answering</source>
        <translation>das Modell antwortete nicht mehr</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="30"/>
        <source>the graphics driver stopped answering</source>
        <translation>der Grafiktreiber antwortete nicht mehr</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="31"/>
        <source>there was no room to run it</source>
        <translation>es war kein Platz, sie auszuführen</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="32"/>
        <source>Spillway stopped while it was written</source>
        <translation>Spillway wurde beim Schreiben beendet</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="33"/>
        <source>the request could not be used</source>
        <translation>die Anfrage war nicht verwendbar</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="34"/>
        <source>the model file could not be loaded</source>
        <translation>die Modelldatei ließ sich nicht laden</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="35"/>
        <source>something went wrong inside Spillway</source>
        <translation>in Spillway ist etwas schiefgegangen</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="52"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="53"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="54"/>
        <source>REMOTE</source>
        <translation>ENTFERNT</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="61"/>
        <source>{route}, ETA ~{seconds} s</source>
        <translation>{route}, noch ~{seconds} s</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="64"/>
        <source>queued on the {lane} lane, position {position}</source>
        <translation>wartet auf {lane}, Platz {position}</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="70"/>
        <source>the {failed} failed ({why}); retrying on the {lane}</source>
        <translation>{failed} ausgefallen ({why}); neuer Versuch auf {lane}</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="78"/>
        <source>cut at the answer&apos;s token limit</source>
        <translation>an der Tokengrenze der Antwort abgeschnitten</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="81"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="87"/>
        <source>attempt {n}</source>
        <translation>Versuch {n}</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="94"/>
        <source>{n} tokens/s</source>
        <translation>{n} Tokens/s</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="97"/>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="104"/>
        <source>The answer stopped: {why}.</source>
        <translation>Die Antwort brach ab: {why}.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="106"/>
        <source>What was written is kept; Continue picks up from there.</source>
        <translation>Das Geschriebene bleibt; „Fortsetzen“ macht dort weiter.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="114"/>
        <source>Not sent: this message is about {needed} tokens, and the model reads at most {available} here. Edit it to shorten it, or set “Long conversations” to “Leave out the middle” in Settings to send it with its middle left out.</source>
        <translation>Nicht gesendet: Diese Nachricht hat etwa {needed} Tokens, und das Modell liest hier höchstens {available}. Kürze sie, oder stell in den Einstellungen „Lange Unterhaltungen“ auf „Die Mitte auslassen“, um sie ohne ihre Mitte zu senden.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="135"/>
        <source>Spillway cannot take this request now: {reason}.</source>
        <translation>Spillway kann diese Anfrage gerade nicht annehmen: {reason}.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="138"/>
        <source>Try again in about {n} s.</source>
        <translation>Versuch es in etwa {n} s wieder.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="147"/>
        <source>tool {call} (recorded result reused, not run again)</source>
        <translation>Werkzeug {call} (gespeichertes Ergebnis wiederverwendet, nicht erneut ausgeführt)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="149"/>
        <source>tool {call}</source>
        <translation>Werkzeug {call}</translation>
    </message>
</context>
<context>
    <name>CloseGuard</name>
    <message>
        <location filename="../../ui/chat_close.py" line="75"/>
        <source>Quit Spillway?</source>
        <translation>Spillway beenden?</translation>
    </message>
    <message>
        <location filename="../../ui/chat_close.py" line="76"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../../ui/chat_close.py" line="77"/>
        <source>Work is running: {work}. Quit anyway?</source>
        <translation>Es läuft noch Arbeit: {work}. Trotzdem beenden?</translation>
    </message>
    <message>
        <location filename="../../ui/chat_close.py" line="80"/>
        <source>It stops now. Finished answers and transcripts are kept, and an answer cut short can be continued after the next start.</source>
        <translation>Die Arbeit hört jetzt auf. Fertige Antworten und Transkripte bleiben erhalten, und eine abgebrochene Antwort lässt sich nach dem nächsten Start fortsetzen.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_close.py" line="85"/>
        <source>Quit anyway</source>
        <translation>Trotzdem beenden</translation>
    </message>
    <message>
        <location filename="../../ui/chat_close.py" line="86"/>
        <source>Keep working</source>
        <translation>Weiterarbeiten</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="95"/>
        <source>an answer is being written</source>
        <translation>eine Antwort wird geschrieben</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="98"/>
        <source>files are being transcribed</source>
        <translation>Dateien werden transkribiert</translation>
    </message>
</context>
<context>
    <name>CodeBlock</name>
    <message>
        <location filename="../../ui/chat_blocks.py" line="195"/>
        <source>Copy code</source>
        <translation>Code kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/chat_blocks.py" line="232"/>
        <source>Copied</source>
        <translation>Kopiert</translation>
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
    <message numerus="yes">
        <location filename="../../ui/chat_composer.py" line="187"/>
        <source>%n message(s) from the middle left out</source>
        <translation>
            <numerusform>%n Nachricht aus der Mitte ausgelassen</numerusform>
            <numerusform>%n Nachrichten aus der Mitte ausgelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/chat_composer.py" line="189"/>
        <source>%n message(s) from the oldest left out</source>
        <translation>
            <numerusform>%n der ältesten Nachrichten ausgelassen</numerusform>
            <numerusform>%n der ältesten Nachrichten ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="194"/>
        <source>How much of what the model can read this conversation takes. When it is full, Spillway leaves messages out as chosen in Settings (Long conversations).</source>
        <translation>Wie viel von dem, was das Modell lesen kann, diese Unterhaltung belegt. Ist es voll, lässt Spillway Nachrichten aus, wie in den Einstellungen gewählt (Lange Unterhaltungen).</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../ui/status_words.py" line="60"/>
        <source>%n layer(s) on the GPU, the rest on the CPU</source>
        <translation>
            <numerusform>%n Schicht auf der GPU, der Rest auf der CPU</numerusform>
            <numerusform>%n Schichten auf der GPU, der Rest auf der CPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/status_words.py" line="64"/>
        <source>%n failure(s) in the window</source>
        <translation>
            <numerusform>%n Ausfall im Zeitfenster</numerusform>
            <numerusform>%n Ausfälle im Zeitfenster</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrillDialog</name>
    <message>
        <location filename="../../ui/drill_dialog.py" line="31"/>
        <source>Quick (about 1 minute)</source>
        <translation>Kurz (etwa 1 Minute)</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="32"/>
        <source>Full (about 2 minutes)</source>
        <translation>Vollständig (etwa 2 Minuten)</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="35"/>
        <source>quick</source>
        <translation>kurze</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="36"/>
        <source>full</source>
        <translation>vollständige</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="58"/>
        <source>Failover drill</source>
        <translation>Ausfallübung</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="69"/>
        <source>The drill runs chats, transcriptions and an agent tool through a separate engine on a simulated GPU, injects memory pressure and faults, and checks that nothing accepted is lost or done twice. Your own chats keep working meanwhile, only slower.</source>
        <translation>Die Übung schickt Chats, Transkriptionen und ein Agenten-Werkzeug durch eine eigene Engine auf einer simulierten GPU, erzeugt Speicherdruck und Fehler und prüft, dass nichts Angenommenes verloren geht oder doppelt ausgeführt wird. Deine eigenen Chats laufen währenddessen weiter, nur langsamer.</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="80"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="81"/>
        <source>S&amp;top</source>
        <translation>A&amp;nhalten</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="82"/>
        <source>&amp;Open report</source>
        <translation>Bericht ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="88"/>
        <source>Not run yet.</source>
        <translation>Noch nicht gelaufen.</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="119"/>
        <source>Running the {profile} drill…</source>
        <translation>Die {profile} Übung läuft…</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="128"/>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="156"/>
        <source>The drill was stopped before it ended.</source>
        <translation>Die Übung wurde vor ihrem Ende angehalten.</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="159"/>
        <source>Passed: every criterion held. The report has the details.</source>
        <translation>Bestanden: Jedes Kriterium wurde erfüllt. Einzelheiten stehen im Bericht.</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="163"/>
        <source>Failed: at least one criterion did not hold. See the report.</source>
        <translation>Nicht bestanden: Mindestens ein Kriterium wurde verfehlt. Siehe Bericht.</translation>
    </message>
</context>
<context>
    <name>EngineBridge</name>
    <message>
        <location filename="../../ui/bridge.py" line="149"/>
        <source>Cannot send this request</source>
        <translation>Diese Anfrage lässt sich nicht senden</translation>
    </message>
    <message>
        <location filename="../../ui/bridge.py" line="151"/>
        <source>Cannot record this request</source>
        <translation>Diese Anfrage lässt sich nicht speichern</translation>
    </message>
</context>
<context>
    <name>LanguagePicker</name>
    <message>
        <location filename="../../ui/language_names.py" line="13"/>
        <source>Afrikaans</source>
        <translation>Afrikaans</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="14"/>
        <source>Albanian</source>
        <translation>Albanisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="15"/>
        <source>Amharic</source>
        <translation>Amharisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="16"/>
        <source>Arabic</source>
        <translation>Arabisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="17"/>
        <source>Armenian</source>
        <translation>Armenisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="18"/>
        <source>Assamese</source>
        <translation>Assamesisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="19"/>
        <source>Azerbaijani</source>
        <translation>Aserbaidschanisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="20"/>
        <source>Bashkir</source>
        <translation>Baschkirisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="21"/>
        <source>Basque</source>
        <translation>Baskisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="22"/>
        <source>Belarusian</source>
        <translation>Belarussisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="23"/>
        <source>Bengali</source>
        <translation>Bengalisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="24"/>
        <source>Bosnian</source>
        <translation>Bosnisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="25"/>
        <source>Breton</source>
        <translation>Bretonisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="26"/>
        <source>Bulgarian</source>
        <translation>Bulgarisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="27"/>
        <source>Cantonese</source>
        <translation>Kantonesisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="28"/>
        <source>Catalan</source>
        <translation>Katalanisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="29"/>
        <source>Chinese</source>
        <translation>Chinesisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="30"/>
        <source>Croatian</source>
        <translation>Kroatisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="31"/>
        <source>Czech</source>
        <translation>Tschechisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="32"/>
        <source>Danish</source>
        <translation>Dänisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="33"/>
        <source>Dutch</source>
        <translation>Niederländisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="34"/>
        <location filename="../../ui/language_picker.py" line="32"/>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="35"/>
        <source>Estonian</source>
        <translation>Estnisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="36"/>
        <source>Faroese</source>
        <translation>Färöisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="37"/>
        <source>Finnish</source>
        <translation>Finnisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="38"/>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="39"/>
        <source>Galician</source>
        <translation>Galizisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="40"/>
        <source>Georgian</source>
        <translation>Georgisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="41"/>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="42"/>
        <source>Greek</source>
        <translation>Griechisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="43"/>
        <source>Gujarati</source>
        <translation>Gujarati</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="44"/>
        <source>Haitian Creole</source>
        <translation>Haitianisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="45"/>
        <source>Hausa</source>
        <translation>Haussa</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="46"/>
        <source>Hawaiian</source>
        <translation>Hawaiisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="47"/>
        <source>Hebrew</source>
        <translation>Hebräisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="48"/>
        <source>Hindi</source>
        <translation>Hindi</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="49"/>
        <source>Hungarian</source>
        <translation>Ungarisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="50"/>
        <source>Icelandic</source>
        <translation>Isländisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="51"/>
        <source>Indonesian</source>
        <translation>Indonesisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="52"/>
        <source>Italian</source>
        <translation>Italienisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="53"/>
        <source>Japanese</source>
        <translation>Japanisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="54"/>
        <source>Javanese</source>
        <translation>Javanisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="55"/>
        <source>Kannada</source>
        <translation>Kannada</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="56"/>
        <source>Kazakh</source>
        <translation>Kasachisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="57"/>
        <source>Khmer</source>
        <translation>Khmer</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="58"/>
        <source>Korean</source>
        <translation>Koreanisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="59"/>
        <source>Lao</source>
        <translation>Laotisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="60"/>
        <source>Latin</source>
        <translation>Lateinisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="61"/>
        <source>Latvian</source>
        <translation>Lettisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="62"/>
        <source>Lingala</source>
        <translation>Lingala</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="63"/>
        <source>Lithuanian</source>
        <translation>Litauisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="64"/>
        <source>Luxembourgish</source>
        <translation>Luxemburgisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="65"/>
        <source>Macedonian</source>
        <translation>Makedonisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="66"/>
        <source>Malagasy</source>
        <translation>Madegassisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="67"/>
        <source>Malay</source>
        <translation>Malaiisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="68"/>
        <source>Malayalam</source>
        <translation>Malayalam</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="69"/>
        <source>Maltese</source>
        <translation>Maltesisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="70"/>
        <source>Maori</source>
        <translation>Maori</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="71"/>
        <source>Marathi</source>
        <translation>Marathi</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="72"/>
        <source>Mongolian</source>
        <translation>Mongolisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="73"/>
        <source>Myanmar</source>
        <translation>Birmanisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="74"/>
        <source>Nepali</source>
        <translation>Nepalesisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="75"/>
        <source>Norwegian</source>
        <translation>Norwegisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="76"/>
        <source>Nynorsk</source>
        <translation>Nynorsk</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="77"/>
        <source>Occitan</source>
        <translation>Okzitanisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="78"/>
        <source>Pashto</source>
        <translation>Paschtu</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="79"/>
        <source>Persian</source>
        <translation>Persisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="80"/>
        <source>Polish</source>
        <translation>Polnisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="81"/>
        <source>Portuguese</source>
        <translation>Portugiesisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="82"/>
        <source>Punjabi</source>
        <translation>Panjabi</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="83"/>
        <source>Romanian</source>
        <translation>Rumänisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="84"/>
        <source>Russian</source>
        <translation>Russisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="85"/>
        <source>Sanskrit</source>
        <translation>Sanskrit</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="86"/>
        <source>Serbian</source>
        <translation>Serbisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="87"/>
        <source>Shona</source>
        <translation>Schona</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="88"/>
        <source>Sindhi</source>
        <translation>Sindhi</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="89"/>
        <source>Sinhala</source>
        <translation>Singhalesisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="90"/>
        <source>Slovak</source>
        <translation>Slowakisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="91"/>
        <source>Slovenian</source>
        <translation>Slowenisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="92"/>
        <source>Somali</source>
        <translation>Somali</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="93"/>
        <source>Spanish</source>
        <translation>Spanisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="94"/>
        <source>Sundanese</source>
        <translation>Sundanesisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="95"/>
        <source>Swahili</source>
        <translation>Swahili</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="96"/>
        <source>Swedish</source>
        <translation>Schwedisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="97"/>
        <source>Tagalog</source>
        <translation>Tagalog</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="98"/>
        <source>Tajik</source>
        <translation>Tadschikisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="99"/>
        <source>Tamil</source>
        <translation>Tamilisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="100"/>
        <source>Tatar</source>
        <translation>Tatarisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="101"/>
        <source>Telugu</source>
        <translation>Telugu</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="102"/>
        <source>Thai</source>
        <translation>Thailändisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="103"/>
        <source>Tibetan</source>
        <translation>Tibetisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="104"/>
        <source>Turkish</source>
        <translation>Türkisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="105"/>
        <source>Turkmen</source>
        <translation>Turkmenisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="106"/>
        <source>Ukrainian</source>
        <translation>Ukrainisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="107"/>
        <source>Urdu</source>
        <translation>Urdu</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="108"/>
        <source>Uzbek</source>
        <translation>Usbekisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="109"/>
        <source>Vietnamese</source>
        <translation>Vietnamesisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="110"/>
        <source>Welsh</source>
        <translation>Walisisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="111"/>
        <source>Yiddish</source>
        <translation>Jiddisch</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="112"/>
        <source>Yoruba</source>
        <translation>Joruba</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="37"/>
        <location filename="../../ui/language_picker.py" line="65"/>
        <source>Auto-detect</source>
        <translation>Automatisch erkennen</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="41"/>
        <source>{name} (as asked)</source>
        <translation>{name} (wie gewählt)</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="46"/>
        <source>{name} (detected)</source>
        <translation>{name} (erkannt)</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="51"/>
        <source>{name} (detected, {percent}%)</source>
        <translation>{name} (erkannt, {percent} %)</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="76"/>
        <source>Spoken language</source>
        <translation>Gesprochene Sprache</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="79"/>
        <source>The language spoken in the files; Auto-detect guesses it</source>
        <translation>Die in den Dateien gesprochene Sprache; „Automatisch erkennen“ ermittelt sie selbst</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="108"/>
        <source>&amp;Chat</source>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="109"/>
        <source>&amp;Transcribe</source>
        <translation>&amp;Transkribieren</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="110"/>
        <source>&amp;Status</source>
        <translation>&amp;Status</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="111"/>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="85"/>
        <location filename="../../ui/main_window.py" line="119"/>
        <source>Engine state</source>
        <translation>Zustand der Engine</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="87"/>
        <source>Starting the engine…</source>
        <translation>Die Engine startet…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="123"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="125"/>
        <source>&amp;New chat</source>
        <translation>&amp;Neuer Chat</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="128"/>
        <source>&amp;Transcribe file…</source>
        <translation>Datei &amp;transkribieren…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="132"/>
        <source>&amp;Export transcript…</source>
        <translation>Transkript &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="133"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="134"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="142"/>
        <source>Choose &amp;models…</source>
        <translation>&amp;Modelle wählen…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="146"/>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="147"/>
        <source>&amp;Pause GPU use</source>
        <translation>GPU-Nutzung &amp;pausieren</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="153"/>
        <source>Run the failover &amp;drill…</source>
        <translation>Ausfall&amp;übung starten…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="263"/>
        <source>The failover drill is not available here</source>
        <translation>Die Ausfallübung ist hier nicht verfügbar</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <location filename="../../ui/message.py" line="35"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="36"/>
        <source>Ask the model to go on with this answer</source>
        <translation>Das Modell diese Antwort weiterschreiben lassen</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="40"/>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="41"/>
        <source>Ask again</source>
        <translation>Noch einmal fragen</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="45"/>
        <source>Send with the middle cut</source>
        <translation>Ohne Mitte senden</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="46"/>
        <source>Send it with its middle left out, so that it fits</source>
        <translation>Ohne ihre Mitte senden, damit sie passt</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="50"/>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="51"/>
        <source>Change this message and send it again (what follows is replaced)</source>
        <translation>Diese Nachricht ändern und neu senden (alles danach wird ersetzt)</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="57"/>
        <source>Regenerate</source>
        <translation>Neu erzeugen</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="58"/>
        <source>Ask for another answer</source>
        <translation>Um eine andere Antwort bitten</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="62"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="63"/>
        <source>Copy the message&apos;s text</source>
        <translation>Den Text der Nachricht kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="67"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="68"/>
        <source>Delete this message (Undo brings it back)</source>
        <translation>Diese Nachricht löschen (Rückgängig holt sie zurück)</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="200"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/message.py" line="207"/>
        <source>Show all (%Ln characters)</source>
        <translation>
            <numerusform>Alles zeigen (%Ln Zeichen)</numerusform>
            <numerusform>Alles zeigen (%Ln Zeichen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelPickerDialog</name>
    <message>
        <location filename="../../ui/model_picker.py" line="55"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="56"/>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="57"/>
        <source>Quantisation</source>
        <translation>Quantisierung</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="58"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="59"/>
        <source>Found in</source>
        <translation>Gefunden in</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="60"/>
        <source>Fits now</source>
        <translation>Passt jetzt</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="63"/>
        <source>all on the GPU</source>
        <translation>ganz auf der GPU</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="64"/>
        <source>KV cache in host RAM</source>
        <translation>KV-Cache im Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="65"/>
        <source>CPU only</source>
        <translation>nur CPU</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="70"/>
        <source>(none)</source>
        <translation>(keines)</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="86"/>
        <source>Choose models</source>
        <translation>Modelle wählen</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="102"/>
        <source>Scan a folder…</source>
        <translation>Ordner durchsuchen…</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="103"/>
        <source>Scan again</source>
        <translation>Erneut suchen</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="131"/>
        <source>The chat model answers; the fallback, a smaller chat model, answers when the chat model does not fit. Models other programs keep are listed too: choosing one adds it by reference, without a copy. Spillway loads the models you choose from its next start.</source>
        <translation>Das Chat-Modell antwortet; das Ersatzmodell, ein kleineres Chat-Modell, antwortet, wenn das Chat-Modell nicht passt. Modelle anderer Programme stehen auch in der Liste: Wählst du eines, wird es nur verknüpft, nicht kopiert. Spillway lädt die gewählten Modelle ab dem nächsten Start.</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="140"/>
        <source>Chat model</source>
        <translation>Chat-Modell</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="141"/>
        <source>Fallback</source>
        <translation>Ersatzmodell</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="163"/>
        <source>Looking for models…</source>
        <translation>Suche Modelle…</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="230"/>
        <source>Offered as the fallback: {name}, a smaller chat model. It answers when the chat model does not fit. Choose {none} to have no fallback.</source>
        <translation>Als Ersatzmodell vorgeschlagen: {name}, ein kleineres Chat-Modell. Es antwortet, wenn das Chat-Modell nicht passt. Wähl {none} für kein Ersatzmodell.</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="255"/>
        <source>Adding the chosen models…</source>
        <translation>Füge die gewählten Modelle hinzu…</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="267"/>
        <source>Choose a chat model.</source>
        <translation>Wähl ein Chat-Modell.</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="269"/>
        <source>The fallback must be another model than the chat model.</source>
        <translation>Das Ersatzmodell muss ein anderes sein als das Chat-Modell.</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="288"/>
        <source>Scan a folder for GGUF models</source>
        <translation>Ordner nach GGUF-Modellen durchsuchen</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="326"/>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="328"/>
        <source>folder: {file}</source>
        <translation>Ordner: {file}</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="336"/>
        <source>split: {n} of {total} layers on the GPU</source>
        <translation>geteilt: {n} von {total} Schichten auf der GPU</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="343"/>
        <source>refused: {reason}</source>
        <translation>abgelehnt: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="347"/>
        <source>does not fit now</source>
        <translation>passt gerade nicht</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="356"/>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="357"/>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="359"/>
        <source>{profile}: GPU {gpu}, host RAM {host}: {verdict}</source>
        <translation>{profile}: GPU {gpu}, Arbeitsspeicher {host}: {verdict}</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <location filename="../../ui/notifications_area.py" line="34"/>
        <source>Notification</source>
        <translation>Mitteilung</translation>
    </message>
    <message>
        <location filename="../../ui/notifications_area.py" line="38"/>
        <source>Dismiss the notification</source>
        <translation>Mitteilung schließen</translation>
    </message>
    <message>
        <location filename="../../ui/notifications_area.py" line="39"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>NotificationArea</name>
    <message>
        <location filename="../../ui/notifications_area.py" line="66"/>
        <source>Notifications</source>
        <translation>Mitteilungen</translation>
    </message>
</context>
<context>
    <name>OrderedChoices</name>
    <message>
        <location filename="../../ui/ordered_choices.py" line="48"/>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <location filename="../../ui/ordered_choices.py" line="49"/>
        <source>Move do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <location filename="../../ui/ordered_choices.py" line="69"/>
        <source>{name}: check and order the items</source>
        <translation>{name}: Einträge ankreuzen und ordnen</translation>
    </message>
    <message>
        <location filename="../../ui/ordered_choices.py" line="111"/>
        <source>{name} (unknown)</source>
        <translation>{name} (unbekannt)</translation>
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
        <translation>du hast die GPU-Nutzung pausiert</translation>
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
        <location filename="../../ui/reason_words.py" line="106"/>
        <source>the smaller speech model understands English only</source>
        <translation>das kleinere Sprachmodell versteht nur Englisch</translation>
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
        <location filename="../../ui/reason_words.py" line="109"/>
        <source>the smaller model does not fit either: the graphics card has {free} free and it needs {needed} more</source>
        <translation>auch das kleinere Modell passt nicht: die Grafikkarte hat {free} frei und es braucht {needed} mehr</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="114"/>
        <source>the graphics card reads at most {limit} tokens, less than the conversation</source>
        <translation>die Grafikkarte liest höchstens {limit} Token, weniger als das Gespräch</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="117"/>
        <source>waiting would not help: other programs hold the memory</source>
        <translation>Warten hilft nicht: andere Programme belegen den Speicher</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="120"/>
        <source>waiting would not help: the card would stay too full</source>
        <translation>Warten hilft nicht: die Karte bliebe zu voll</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="123"/>
        <source>answering on the processor is turned off</source>
        <translation>Antworten über den Prozessor ist ausgeschaltet</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="124"/>
        <source>too many requests wait for the processor</source>
        <translation>zu viele Anfragen warten auf den Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="125"/>
        <source>the processor would take about {seconds} s, more than the {deadline} s allowed</source>
        <translation>der Prozessor bräuchte etwa {seconds} s, mehr als die erlaubten {deadline} s</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="129"/>
        <source>the conversation is longer than the {limit} tokens the processor reads</source>
        <translation>das Gespräch ist länger als die {limit} Token, die der Prozessor liest</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="132"/>
        <source>the computer&apos;s memory is nearly full</source>
        <translation>der Arbeitsspeicher des Computers ist fast voll</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="133"/>
        <source>no other computer is set up</source>
        <translation>kein anderer Computer ist eingerichtet</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="134"/>
        <source>the other computer does not answer</source>
        <translation>der andere Computer antwortet nicht</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="135"/>
        <source>the other computer only answers chats</source>
        <translation>der andere Computer beantwortet nur Chats</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="136"/>
        <source>tool calls stay on this computer</source>
        <translation>Werkzeugaufrufe bleiben auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="137"/>
        <source>too many requests wait for the other computer</source>
        <translation>zu viele Anfragen warten auf den anderen Computer</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="140"/>
        <source>the other computer would take about {seconds} s, too long</source>
        <translation>der andere Computer bräuchte etwa {seconds} s, zu lange</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="143"/>
        <source>it waits for room in the loaded model</source>
        <translation>es wartet auf Platz im geladenen Modell</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="146"/>
        <source>it waits for running work to free memory</source>
        <translation>es wartet, bis laufende Arbeit Speicher freigibt</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="150"/>
        <source>it reads at most {value} tokens of the conversation</source>
        <translation>es liest höchstens {value} Token des Gesprächs</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="153"/>
        <source>the answer stops at {value} tokens</source>
        <translation>die Antwort endet nach {value} Token</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="154"/>
        <source>the answer stops at {value} tokens (the processor reads {limit})</source>
        <translation>die Antwort endet nach {value} Token (der Prozessor liest {limit})</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="157"/>
        <source>a quicker, less thorough transcription (search width 1, not {value})</source>
        <translation>eine schnellere, weniger gründliche Transkription (Suchbreite 1 statt {value})</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="160"/>
        <source>part of the work runs in the computer&apos;s memory (slower)</source>
        <translation>ein Teil der Arbeit läuft im Arbeitsspeicher des Computers (langsamer)</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="163"/>
        <source>{value} of {limit} layers on the graphics card, the rest on the processor (slower)</source>
        <translation>{value} von {limit} Schichten auf der Grafikkarte, der Rest auf dem Prozessor (langsamer)</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="167"/>
        <source>answered by the smaller model {name}</source>
        <translation>beantwortet vom kleineren Modell {name}</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="168"/>
        <source>transcribed by the smaller speech model {name}</source>
        <translation>transkribiert vom kleineren Sprachmodell {name}</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="171"/>
        <source>English only: speech in another language comes out wrong</source>
        <translation>nur Englisch: Sprache in einer anderen Sprache wird falsch erkannt</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="174"/>
        <source>answered by {name} on another computer ({host})</source>
        <translation>beantwortet von {name} auf einem anderen Computer ({host})</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="177"/>
        <source>slower than on the graphics card</source>
        <translation>langsamer als auf der Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="178"/>
        <source>the transcription is slower than on the graphics card</source>
        <translation>die Transkription ist langsamer als auf der Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="181"/>
        <source>waits for room in the loaded model</source>
        <translation>wartet auf Platz im geladenen Modell</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="182"/>
        <source>waits for memory on the graphics card</source>
        <translation>wartet auf Speicher der Grafikkarte</translation>
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
        <location filename="../../ui/setting_words.py" line="23"/>
        <source>Chat model</source>
        <translation>Chat-Modell</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="24"/>
        <source>The chat model.</source>
        <translation>Das Modell für den Chat.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="26"/>
        <source>Default answer length</source>
        <translation>Übliche Antwortlänge</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="27"/>
        <source>Longest answer, in tokens, when a request does not say.</source>
        <translation>Längste Antwort in Tokens, wenn eine Anfrage nichts angibt.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="29"/>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="30"/>
        <source>How freely the chat model picks its words: 0 gives the same answer every time, higher values vary more.</source>
        <translation>Wie frei das Chat-Modell seine Worte wählt: 0 gibt jedes Mal dieselbe Antwort, höhere Werte variieren mehr.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="36"/>
        <source>System prompt</source>
        <translation>Systemprompt</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="37"/>
        <source>Instructions the chat model reads before every conversation (a role, a tone, a language); empty for none.</source>
        <translation>Anweisungen, die das Chat-Modell vor jeder Unterhaltung liest (eine Rolle, ein Ton, eine Sprache); leer für keine.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="43"/>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="44"/>
        <source>Colours of the window: follow the system&apos;s light or dark scheme, or always light, or always dark.</source>
        <translation>Farben des Fensters: dem hellen oder dunklen Schema des Systems folgen, oder immer hell, oder immer dunkel.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="57"/>
        <source>GPU headroom (share)</source>
        <translation>GPU-Reserve (Anteil)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="58"/>
        <source>Share of the graphics card kept free for kernels and other programs.</source>
        <translation>Anteil der Grafikkarte, der für Kernel und andere Programme frei bleibt.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="63"/>
        <source>GPU headroom (fixed)</source>
        <translation>GPU-Reserve (fest)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="64"/>
        <source>Memory always kept free on the graphics card, on top of the share above.</source>
        <translation>Speicher, der auf der Grafikkarte immer frei bleibt, zusätzlich zum Anteil oben.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="69"/>
        <source>Pressure threshold</source>
        <translation>Druckschwelle</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="70"/>
        <source>Fraction of the usable graphics memory (after headroom) above which new work is not started on the GPU as asked.</source>
        <translation>Anteil des nutzbaren Grafikspeichers (nach der Reserve), ab dem neue Arbeit nicht mehr wie gewünscht auf der GPU startet.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="76"/>
        <source>Estimate margin</source>
        <translation>Schätzungszuschlag</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="77"/>
        <source>Safety margin added to every memory estimate, for fragmentation.</source>
        <translation>Sicherheitszuschlag auf jede Speicherschätzung, wegen Fragmentierung.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="82"/>
        <source>Margin on observed use</source>
        <translation>Zuschlag auf gemessene Belegung</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="83"/>
        <source>Added to the memory the driver reports in use, because caches and pending work make that number too low.</source>
        <translation>Wird zum Speicher addiert, den der Treiber als belegt meldet, denn Caches und laufende Arbeit machen diese Zahl zu klein.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="89"/>
        <source>Under pressure, try</source>
        <translation>Bei Engpass versuchen</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="90"/>
        <source>What to try, in order, when the GPU cannot take a request as asked; refusing is always the last resort.</source>
        <translation>Was der Reihe nach versucht wird, wenn die GPU eine Anfrage nicht wie gewünscht annehmen kann; Ablehnen ist immer der letzte Ausweg.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="96"/>
        <source>GPU queue length</source>
        <translation>GPU-Warteschlange</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="97"/>
        <source>Most requests that may wait for the GPU; more are refused as over capacity.</source>
        <translation>Höchstzahl der Anfragen, die auf die GPU warten dürfen; weitere werden wegen Überlast abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="102"/>
        <source>GPU queue wait limit</source>
        <translation>GPU-Wartezeit höchstens</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="103"/>
        <source>Longest a request may wait for the GPU before it is refused as over capacity.</source>
        <translation>Wie lange eine Anfrage höchstens auf die GPU wartet, bevor sie wegen Überlast abgelehnt wird.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="108"/>
        <source>GPU requests at once</source>
        <translation>GPU-Anfragen gleichzeitig</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="109"/>
        <source>How many requests the GPU works on at once (one per model).</source>
        <translation>Wie viele Anfragen die GPU gleichzeitig bearbeitet (eine je Modell).</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="111"/>
        <source>GPU chats answered together</source>
        <translation>GPU-Chats gleichzeitig beantwortet</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="112"/>
        <source>How many chats the GPU&apos;s chat model answers together; each has its own share of the model&apos;s memory for its conversation.</source>
        <translation>Wie viele Chats das Chatmodell der GPU gleichzeitig beantwortet; jeder hat seinen eigenen Anteil am Speicher des Modells für sein Gespräch.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="118"/>
        <source>Failures before pausing the GPU</source>
        <translation>Ausfälle bis zur GPU-Pause</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="119"/>
        <source>Failures within the window after which the GPU is marked unavailable.</source>
        <translation>Ausfälle im Zeitfenster, nach denen die GPU als nicht verfügbar gilt.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="124"/>
        <source>Failure window</source>
        <translation>Zeitfenster für Ausfälle</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="125"/>
        <source>How far back failures are counted.</source>
        <translation>Wie weit zurück Ausfälle gezählt werden.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="127"/>
        <source>First pause</source>
        <translation>Erste Pause</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="128"/>
        <source>How long the GPU stays unavailable before it is tried again.</source>
        <translation>Wie lange die GPU nicht verfügbar bleibt, bevor sie wieder versucht wird.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="130"/>
        <source>Pause growth</source>
        <translation>Wachstum der Pause</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="131"/>
        <source>Factor by which that wait grows after each failed retry.</source>
        <translation>Faktor, um den diese Wartezeit nach jedem gescheiterten Versuch wächst.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="133"/>
        <source>Longest pause</source>
        <translation>Längste Pause</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="134"/>
        <source>Longest the GPU stays unavailable between two retries.</source>
        <translation>Wie lange die GPU zwischen zwei Versuchen höchstens nicht verfügbar bleibt.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="136"/>
        <source>Worker heartbeat</source>
        <translation>Lebenszeichen der Prozesse</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="137"/>
        <source>How often each model process reports that it is alive.</source>
        <translation>Wie oft jeder Modellprozess meldet, dass er noch lebt.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="139"/>
        <source>CPU queue length</source>
        <translation>CPU-Warteschlange</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="140"/>
        <source>Most requests that may wait for the CPU; more are refused as over capacity.</source>
        <translation>Höchstzahl der Anfragen, die auf die CPU warten dürfen; weitere werden wegen Überlast abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="145"/>
        <source>CPU queue wait limit</source>
        <translation>CPU-Wartezeit höchstens</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="146"/>
        <source>Longest a request may wait for the CPU before it is refused as over capacity.</source>
        <translation>Wie lange eine Anfrage höchstens auf die CPU wartet, bevor sie wegen Überlast abgelehnt wird.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="151"/>
        <source>CPU requests at once</source>
        <translation>CPU-Anfragen gleichzeitig</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="152"/>
        <source>How many requests the CPU works on at once (one per model).</source>
        <translation>Wie viele Anfragen die CPU gleichzeitig bearbeitet (eine je Modell).</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="154"/>
        <source>CPU chats answered together</source>
        <translation>CPU-Chats gleichzeitig beantwortet</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="155"/>
        <source>How many chats the CPU&apos;s chat model answers together; each has its own share of the model&apos;s memory for its conversation.</source>
        <translation>Wie viele Chats das Chatmodell der CPU gleichzeitig beantwortet; jeder hat seinen eigenen Anteil am Speicher des Modells für sein Gespräch.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="161"/>
        <source>CPU copy of the model</source>
        <translation>CPU-Kopie des Modells</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="162"/>
        <source>warm: a CPU copy of the model is loaded at start; on-demand: it is loaded when first needed; none: no CPU fallback.</source>
        <translation>Beim Start geladen: eine CPU-Kopie des Modells steht sofort bereit; bei Bedarf: sie wird beim ersten Gebrauch geladen; keine: kein Ausweichen auf die CPU.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="168"/>
        <source>RAM kept free (fixed)</source>
        <translation>Freier Arbeitsspeicher (fest)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="169"/>
        <source>System memory always kept free for other programs.</source>
        <translation>Arbeitsspeicher, der immer für andere Programme frei bleibt.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="171"/>
        <source>RAM kept free (share)</source>
        <translation>Freier Arbeitsspeicher (Anteil)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="172"/>
        <source>Share of system memory always kept free; the larger of this and the amount above is kept.</source>
        <translation>Anteil des Arbeitsspeichers, der immer frei bleibt; der größere Wert von diesem und dem oben wird freigehalten.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="177"/>
        <source>GPU context cap</source>
        <translation>Kontextgrenze GPU</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="178"/>
        <source>Longest conversation, in tokens, a GPU request may use.</source>
        <translation>Längste Unterhaltung in Tokens, die eine GPU-Anfrage nutzen darf.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="180"/>
        <source>CPU context cap</source>
        <translation>Kontextgrenze CPU</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="181"/>
        <source>Longest conversation, in tokens, a CPU request may use.</source>
        <translation>Längste Unterhaltung in Tokens, die eine CPU-Anfrage nutzen darf.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="183"/>
        <source>GPU model context</source>
        <translation>Kontext des GPU-Modells</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="184"/>
        <source>Context size the GPU copy of the model is loaded with.</source>
        <translation>Kontextgröße, mit der die GPU-Kopie des Modells geladen wird.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="186"/>
        <source>Fallback chat model</source>
        <translation>Ersatz-Chat-Modell</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="187"/>
        <source>A smaller chat model to use when the main one does not fit; empty for none.</source>
        <translation>Ein kleineres Chat-Modell für den Fall, dass das Hauptmodell nicht passt; leer für keines.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="192"/>
        <source>Speech model</source>
        <translation>Sprachmodell</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="198"/>
        <source>Fallback speech model</source>
        <translation>Ersatz-Sprachmodell</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="199"/>
        <source>A smaller speech model for when the main one does not fit; English only, so it takes only English or detected speech; empty for none.</source>
        <translation>Ein kleineres Sprachmodell für den Fall, dass das Hauptmodell nicht passt; nur Englisch, daher nur für englische oder automatisch erkannte Sprache; leer für keines.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="193"/>
        <source>The speech-to-text model (whisper-tiny-en: smaller and faster, English only).</source>
        <translation>Das Modell für Sprache zu Text (whisper-tiny-en: kleiner und schneller, nur Englisch).</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="205"/>
        <source>Speech model precision</source>
        <translation>Genauigkeit des Sprachmodells</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="206"/>
        <source>Number format the speech model computes in.</source>
        <translation>Zahlenformat, in dem das Sprachmodell rechnet.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="208"/>
        <source>Serve the local API</source>
        <translation>Lokale API anbieten</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="209"/>
        <source>Serve an OpenAI-compatible API to other programs and devices (same admission and failover as the window).</source>
        <translation>Eine OpenAI-kompatible API für andere Programme und Geräte anbieten (gleiche Zulassung und gleiches Ausweichen wie im Fenster).</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="215"/>
        <source>API address</source>
        <translation>API-Adresse</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="216"/>
        <source>Address the API listens on; anything but this computer (127.0.0.1) requires the key below.</source>
        <translation>Adresse, auf der die API lauscht; alles außer diesem Computer (127.0.0.1) verlangt den Schlüssel unten.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="222"/>
        <source>API port</source>
        <translation>API-Port</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="223"/>
        <source>Port the API listens on.</source>
        <translation>Port, auf dem die API lauscht.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="225"/>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="226"/>
        <source>Bearer key clients must send when the API is reachable from other machines; made for you on first enable.</source>
        <translation>Schlüssel (Bearer), den Clients senden müssen, wenn die API von anderen Rechnern erreichbar ist; wird beim ersten Einschalten für dich erzeugt.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="232"/>
        <source>Remote server address</source>
        <translation>Adresse des entfernten Servers</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="233"/>
        <source>An OpenAI-compatible server on another machine at home (llama-server, Ollama, vLLM, another Spillway), such as http://192.168.1.20:11434/v1; empty for none. Add &quot;remote&quot; to the pressure policy to use it.</source>
        <translation>Ein OpenAI-kompatibler Server auf einem anderen Rechner zu Hause (llama-server, Ollama, vLLM, ein anderes Spillway), etwa http://192.168.1.20:11434/v1; leer für keinen. Um ihn zu nutzen, „den entfernten Server“ unter „Bei Engpass versuchen“ ankreuzen.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="240"/>
        <source>Remote model</source>
        <translation>Entferntes Modell</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="241"/>
        <source>The model to ask the remote server for; empty for the first one it lists.</source>
        <translation>Das Modell, nach dem der entfernte Server gefragt wird; leer für das erste, das er anbietet.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="246"/>
        <source>Remote server key</source>
        <translation>Schlüssel des entfernten Servers</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="247"/>
        <source>Bearer key the remote server wants, if any.</source>
        <translation>Schlüssel (Bearer), den der entfernte Server verlangt, falls nötig.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="249"/>
        <source>Remote queue length</source>
        <translation>Warteschlange des Servers</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="250"/>
        <source>Most requests that may wait for the remote server.</source>
        <translation>Höchstzahl der Anfragen, die auf den entfernten Server warten dürfen.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="252"/>
        <source>Remote answer time limit</source>
        <translation>Antwortzeit des Servers höchstens</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="253"/>
        <source>Longest a remote answer may take.</source>
        <translation>Wie lange eine entfernte Antwort höchstens dauern darf.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="255"/>
        <source>Longest subtitle cue (text)</source>
        <translation>Längster Untertitel (Text)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="256"/>
        <source>Longest subtitle cue, in characters (two lines of 42); longer segments are split at word boundaries.</source>
        <translation>Längster Untertitel in Zeichen (zwei Zeilen zu 42); längere Abschnitte werden an Wortgrenzen geteilt.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="262"/>
        <source>Longest subtitle cue (time)</source>
        <translation>Längster Untertitel (Zeit)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="263"/>
        <source>Longest time one subtitle cue stays on screen; longer segments are split.</source>
        <translation>Wie lange ein Untertitel höchstens zu sehen ist; längere Abschnitte werden geteilt.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="268"/>
        <source>Long conversations</source>
        <translation>Lange Unterhaltungen</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="269"/>
        <source>When a conversation outgrows what the model can read: rolling leaves out the oldest messages (the system prompt stays); truncate-middle keeps the first and the newest and leaves out the middle, cutting the middle of a message that alone is too long.</source>
        <translation>Wenn eine Unterhaltung länger wird, als das Modell lesen kann: „Älteste Nachrichten auslassen“ lässt die ältesten weg (der Systemprompt bleibt); „Die Mitte auslassen“ behält die erste und die neuesten und lässt die Mitte weg, auch mitten aus einer Nachricht, die allein zu lang ist.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="277"/>
        <source>Close to the tray</source>
        <translation>In den Infobereich schließen</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="278"/>
        <source>Closing the window keeps Spillway running in the system tray (where the desktop has one); Quit ends it.</source>
        <translation>Beim Schließen des Fensters läuft Spillway im Infobereich weiter (wo die Arbeitsumgebung einen hat); „Beenden“ beendet es.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="284"/>
        <source>Skip silence in audio</source>
        <translation>Stille im Audio überspringen</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="285"/>
        <source>Skip silence before transcribing (voice activity detection): silence gives no words instead of invented ones.</source>
        <translation>Stille vor dem Transkribieren überspringen (Erkennung von Sprachaktivität): Stille ergibt keine Wörter statt erfundener.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="291"/>
        <source>Start at log-in</source>
        <translation>Beim Anmelden starten</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="292"/>
        <source>Start Spillway when you log in, in the tray, to watch the GPU from the start (an entry in the desktop&apos;s autostart folder).</source>
        <translation>Spillway beim Anmelden im Infobereich starten, um die GPU von Anfang an zu beobachten (ein Eintrag im Autostart-Ordner der Arbeitsumgebung).</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="299"/>
        <source>GPU headroom and pressure</source>
        <translation>GPU-Reserve und Druck</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="300"/>
        <source>Circuit breaker</source>
        <translation>Schutzschalter</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="301"/>
        <source>CPU lane and RAM guard</source>
        <translation>CPU und Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="302"/>
        <source>Context caps</source>
        <translation>Kontext und Antworten</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="303"/>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="304"/>
        <source>Local API</source>
        <translation>Lokale API</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="305"/>
        <source>Remote server</source>
        <translation>Entfernter Server</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="306"/>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="307"/>
        <source>Transcription</source>
        <translation>Transkription</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="308"/>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="309"/>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="312"/>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="50"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="51"/>
        <source>Language of the window: follow the system&apos;s, or always English, German or French (applies at the next start).</source>
        <translation>Sprache des Fensters: der des Systems folgen, oder immer Englisch, Deutsch oder Französisch (gilt ab dem nächsten Start).</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="313"/>
        <source>characters</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="314"/>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="315"/>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="319"/>
        <location filename="../../ui/setting_words.py" line="324"/>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="320"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="321"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="330"/>
        <source>wait for the GPU</source>
        <translation>auf die GPU warten</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="331"/>
        <source>shorter answers on the GPU</source>
        <translation>kürzere Antworten auf der GPU</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="332"/>
        <source>GPU with part in host RAM (slower)</source>
        <translation>GPU, teils im Arbeitsspeicher (langsamer)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="333"/>
        <source>the CPU</source>
        <translation>die CPU</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="334"/>
        <source>the smaller fallback model</source>
        <translation>das kleinere Ersatzmodell</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="335"/>
        <source>the remote server</source>
        <translation>den entfernten Server</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="338"/>
        <source>Loaded at start</source>
        <translation>Beim Start geladen</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="339"/>
        <source>Loaded when first needed</source>
        <translation>Bei Bedarf</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="340"/>
        <source>None (no CPU fallback)</source>
        <translation>Keine (kein Ausweichen auf die CPU)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="343"/>
        <source>Leave out the oldest messages</source>
        <translation>Älteste Nachrichten auslassen</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="344"/>
        <source>Leave out the middle</source>
        <translation>Die Mitte auslassen</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="350"/>
        <source>chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="351"/>
        <source>speech</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="352"/>
        <source>main model</source>
        <translation>Hauptmodell</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="353"/>
        <source>fallback</source>
        <translation>Ersatzmodell</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="375"/>
        <source>{value} (not found)</source>
        <translation>{value} (nicht gefunden)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="25"/>
        <source>{n}%</source>
        <translation>{n} %</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="32"/>
        <source>Check at least one item.</source>
        <translation>Kreuz mindestens einen Eintrag an.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="36"/>
        <source>Refusing is always the last resort: leave it out.</source>
        <translation>Ablehnen ist immer der letzte Ausweg: lass es weg.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="38"/>
        <source>Unknown item {0}.</source>
        <translation>Unbekannter Eintrag {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="39"/>
        <source>{0} is listed twice.</source>
        <translation>{0} steht doppelt in der Liste.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="42"/>
        <source>Use printable text on one line.</source>
        <translation>Nur druckbarer Text in einer Zeile.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="46"/>
        <source>Type an address that starts with http:// or https://.</source>
        <translation>Gib eine Adresse ein, die mit http:// oder https:// beginnt.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="48"/>
        <source>This number is too large.</source>
        <translation>Diese Zahl ist zu groß.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="51"/>
        <source>Type a finite number.</source>
        <translation>Gib eine endliche Zahl ein.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="59"/>
        <source>Type a whole number, such as {example}.</source>
        <translation>Gib eine ganze Zahl ein, etwa {example}.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="61"/>
        <source>Type a number, such as {example}.</source>
        <translation>Gib eine Zahl ein, etwa {example}.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="68"/>
        <source>{value} is below the minimum {limit}.</source>
        <translation>{value} liegt unter dem Minimum von {limit}.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="71"/>
        <source>{value} is above the maximum {limit}.</source>
        <translation>{value} liegt über dem Maximum von {limit}.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings_dialog.py" line="104"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="113"/>
        <source>Settings pages</source>
        <translation>Seiten der Einstellungen</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="117"/>
        <location filename="../../ui/settings_dialog.py" line="238"/>
        <source>Known models</source>
        <translation>Bekannte Modelle</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="121"/>
        <source>Role of the model to add</source>
        <translation>Rolle des neuen Modells</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="124"/>
        <source>Add GGUF file…</source>
        <translation>GGUF-Datei hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="125"/>
        <source>Add Whisper folder…</source>
        <translation>Whisper-Ordner hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="193"/>
        <source>Allowed items, each at most once: {items}</source>
        <translation>Erlaubte Einträge, jeder höchstens einmal: {items}</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="196"/>
        <source>({key} in settings.toml)</source>
        <translation>({key} in settings.toml)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="217"/>
        <source>{page} settings</source>
        <translation>Einstellungen: {page}</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="224"/>
        <source>Basic</source>
        <translation>Grundlegend</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="229"/>
        <source>Role:</source>
        <translation>Rolle:</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="359"/>
        <source>(none)</source>
        <translation>(keines)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="367"/>
        <source>Checking {name}…</source>
        <translation>Prüfe {name}…</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="397"/>
        <source>Add GGUF file</source>
        <translation>GGUF-Datei hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="399"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF-Modelle (*.gguf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="405"/>
        <source>Add Whisper folder</source>
        <translation>Whisper-Ordner hinzufügen</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../../ui/startup_words.py" line="27"/>
        <source>Loading the models…</source>
        <translation>Die Modelle werden geladen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/startup_words.py" line="19"/>
        <source>Recovered %n request(s) after a crash</source>
        <translation>
            <numerusform>%n Anfrage nach einem Absturz wiederhergestellt</numerusform>
            <numerusform>%n Anfragen nach einem Absturz wiederhergestellt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/startup_words.py" line="37"/>
        <source>Spillway cannot start its engine</source>
        <translation>Spillway kann seine Engine nicht starten</translation>
    </message>
    <message>
        <location filename="../../ui/startup_words.py" line="42"/>
        <source>Spillway cannot start its engine: {detail}</source>
        <translation>Spillway kann seine Engine nicht starten: {detail}</translation>
    </message>
</context>
<context>
    <name>StatusView</name>
    <message>
        <location filename="../../ui/status_view.py" line="52"/>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="53"/>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="54"/>
        <source>compute</source>
        <translation>Rechenpuffer</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="55"/>
        <location filename="../../ui/status_view.py" line="61"/>
        <source>other programs</source>
        <translation>andere Programme</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="56"/>
        <source>headroom</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="57"/>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="62"/>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="84"/>
        <location filename="../../ui/status_view.py" line="102"/>
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
        <source>Answering</source>
        <translation>In Arbeit</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="95"/>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="96"/>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="99"/>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="100"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="101"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="103"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="242"/>
        <source>Engine state</source>
        <translation>Zustand der Engine</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="259"/>
        <source>Waiting for the engine…</source>
        <translation>Warte auf die Engine…</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="298"/>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="306"/>
        <source>Host RAM</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="307"/>
        <location filename="../../ui/status_view.py" line="329"/>
        <source>Lanes</source>
        <translation>Spuren</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="309"/>
        <source>Requests (this window and API clients)</source>
        <translation>Anfragen (dieses Fenster und API-Clients)</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="311"/>
        <location filename="../../ui/status_view.py" line="332"/>
        <source>Circuit breaker</source>
        <translation>Schutzschalter</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="313"/>
        <source>Replicas</source>
        <translation>Repliken</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="314"/>
        <source>Remote server (another machine)</source>
        <translation>Entfernter Server (anderer Rechner)</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="325"/>
        <source>Engine status</source>
        <translation>Zustand der Engine</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="327"/>
        <source>GPU memory use</source>
        <translation>Belegung des GPU-Speichers</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="328"/>
        <source>Host memory use</source>
        <translation>Belegung des Arbeitsspeichers</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="330"/>
        <source>Requests queued or running</source>
        <translation>Wartende oder laufende Anfragen</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="331"/>
        <source>Model replicas</source>
        <translation>Modell-Repliken</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="333"/>
        <source>Remote server</source>
        <translation>Entfernter Server</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="334"/>
        <source>GPU memory totals</source>
        <translation>Summen des GPU-Speichers</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="346"/>
        <source>SIMULATED GPU of {size}: its memory is a simulation, not a real card; the models really run on the CPU.</source>
        <translation>SIMULIERTE GPU mit {size}: ihr Speicher ist simuliert, keine echte Karte; die Modelle laufen wirklich auf der CPU.</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="362"/>
        <source>No GPU: CPU only</source>
        <translation>Keine GPU: nur CPU</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="369"/>
        <source>GPU error: {error}</source>
        <translation>GPU-Fehler: {error}</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="378"/>
        <source>predicted (ledger) {predicted} · observed {observed} · card: {used} used of {total}</source>
        <translation>geplant {predicted} · gemessen {observed} · Karte: {used} von {total} belegt</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="392"/>
        <source>Simulated GPU ({size})</source>
        <translation>Simulierte GPU ({size})</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="401"/>
        <source>reserve {size} (kept free by the guard)</source>
        <translation>Reserve {size} (vom Wächter freigehalten)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/status_view.py" line="403"/>
        <source>of {total}, %n CPU(s)</source>
        <translation>
            <numerusform>von {total}, %n CPU-Kern</numerusform>
            <numerusform>von {total}, %n CPU-Kerne</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="24"/>
        <location filename="../../ui/status_words.py" line="45"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="25"/>
        <location filename="../../ui/status_words.py" line="46"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="26"/>
        <source>Remote</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="29"/>
        <location filename="../../ui/status_words.py" line="31"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="30"/>
        <source>Transcription</source>
        <translation>Transkription</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="32"/>
        <source>Speech</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="35"/>
        <source>queued</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="36"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="37"/>
        <source>interrupted, can resume</source>
        <translation>unterbrochen, fortsetzbar</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="40"/>
        <source>closed (the GPU is used)</source>
        <translation>geschlossen (die GPU wird genutzt)</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="41"/>
        <source>open (the GPU rests)</source>
        <translation>offen (die GPU ruht)</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="42"/>
        <source>half-open (one test request)</source>
        <translation>halb offen (eine Testanfrage)</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="47"/>
        <source>GPU, KV cache in host RAM</source>
        <translation>GPU, KV-Cache im Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="89"/>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="107"/>
        <source>{state}, attempt {n}</source>
        <translation>{state}, Versuch {n}</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="113"/>
        <source>this window</source>
        <translation>dieses Fenster</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="116"/>
        <source>API client {address}</source>
        <translation>API-Client {address}</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="126"/>
        <source>{kind}, {lane}</source>
        <translation>{kind}, {lane}</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="145"/>
        <source>{n} of {slots}</source>
        <translation>{n} von {slots}</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="159"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="159"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="171"/>
        <source>reason: {reason}</source>
        <translation>Grund: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="174"/>
        <source>next test in {n} s</source>
        <translation>nächster Test in {n} s</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="176"/>
        <source>one test request allowed now</source>
        <translation>eine Testanfrage jetzt erlaubt</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="184"/>
        <source>model {model}</source>
        <translation>Modell {model}</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="186"/>
        <source>answers</source>
        <translation>antwortet</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="188"/>
        <source>does not answer: {error}</source>
        <translation>antwortet nicht: {error}</translation>
    </message>
</context>
<context>
    <name>TranscriptionPanel</name>
    <message>
        <location filename="../../ui/transcription.py" line="71"/>
        <source>Audio (*.wav *.mp3 *.m4a *.flac *.ogg *.opus *.webm *.mp4);;All files (*)</source>
        <translation>Audio (*.wav *.mp3 *.m4a *.flac *.ogg *.opus *.webm *.mp4);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="76"/>
        <source>Plain text (*.txt)</source>
        <translation>Reiner Text (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="77"/>
        <source>SubRip subtitles (*.srt)</source>
        <translation>SubRip-Untertitel (*.srt)</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="78"/>
        <source>WebVTT subtitles (*.vtt)</source>
        <translation>WebVTT-Untertitel (*.vtt)</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="113"/>
        <source>Spoken &amp;language:</source>
        <translation>Gesprochene Sp&amp;rache:</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="115"/>
        <source>Translate into &amp;English</source>
        <translation>Ins &amp;Englische übersetzen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="116"/>
        <source>&amp;Add files…</source>
        <translation>Dateien &amp;hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="118"/>
        <source>Transcription problem</source>
        <translation>Problem beim Transkribieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="120"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="122"/>
        <source>Export {format}…</source>
        <translation>{format} exportieren…</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="224"/>
        <source>Transcribe audio</source>
        <translation>Audio transkribieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="253"/>
        <source>Release to transcribe</source>
        <translation>Loslassen zum Transkribieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="254"/>
        <source>Drop audio files anywhere on the window, or Add files… (Ctrl+O)</source>
        <translation>Audiodateien irgendwo ins Fenster ziehen oder „Dateien hinzufügen…“ (Strg+O)</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="310"/>
        <source>Transcription</source>
        <translation>Transkription</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="311"/>
        <source>Transcript of the selected file</source>
        <translation>Transkript der gewählten Datei</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="312"/>
        <source>Add audio files to transcribe</source>
        <translation>Audiodateien zum Transkribieren hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="314"/>
        <source>Write the speech in English, whatever language it is in</source>
        <translation>Das Gesprochene auf Englisch schreiben, gleich in welcher Sprache</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="316"/>
        <source>Copy the selected transcript</source>
        <translation>Gewähltes Transkript kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="319"/>
        <source>Export the selected transcript as {format}</source>
        <translation>Gewähltes Transkript als {format} exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="483"/>
        <source>Export {format}</source>
        <translation>{format} exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="496"/>
        <source>Export transcript</source>
        <translation>Transkript exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="513"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="514"/>
        <source>Could not write {path}: {reason}</source>
        <translation>{path} konnte nicht geschrieben werden: {reason}</translation>
    </message>
</context>
<context>
    <name>TranscriptionRows</name>
    <message>
        <location filename="../../ui/transcription_rows.py" line="175"/>
        <source>Model: {model}</source>
        <translation>Modell: {model}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_rows.py" line="187"/>
        <source>Retrying on {lane}: {reason}</source>
        <translation>Neuer Versuch auf {lane}: {reason}</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <location filename="../../ui/icons.py" line="47"/>
        <source>GPU healthy</source>
        <translation>GPU in Ordnung</translation>
    </message>
    <message>
        <location filename="../../ui/icons.py" line="48"/>
        <source>Degraded (CPU / fallback)</source>
        <translation>Eingeschränkt (CPU / Ersatzmodell)</translation>
    </message>
    <message>
        <location filename="../../ui/icons.py" line="49"/>
        <source>CPU only</source>
        <translation>Nur CPU</translation>
    </message>
    <message>
        <location filename="../../ui/icons.py" line="50"/>
        <source>GPU unavailable</source>
        <translation>GPU nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../../ui/icons.py" line="52"/>
        <source>Starting</source>
        <translation>Startet</translation>
    </message>
</context>
<context>
    <name>TrayStatus</name>
    <message>
        <location filename="../../ui/tray.py" line="29"/>
        <source>Spillway is back on the GPU ({reason})</source>
        <translation>Spillway ist zurück auf der GPU ({reason})</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="30"/>
        <source>Spillway is degraded: running on the CPU ({reason})</source>
        <translation>Spillway ist eingeschränkt: es läuft auf der CPU ({reason})</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="33"/>
        <source>Spillway is running on the CPU only ({reason})</source>
        <translation>Spillway läuft nur auf der CPU ({reason})</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="34"/>
        <source>Spillway is down: requests cannot run now ({reason})</source>
        <translation>Spillway ist ausgefallen: Anfragen können gerade nicht laufen ({reason})</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="40"/>
        <source>Spillway: waiting for the engine</source>
        <translation>Spillway: warte auf die Engine</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="62"/>
        <source>queues: {lanes}</source>
        <translation>Warteschlangen: {lanes}</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="65"/>
        <source>GPU use paused</source>
        <translation>GPU-Nutzung pausiert</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="67"/>
        <source>SIMULATED GPU</source>
        <translation>SIMULIERTE GPU</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="114"/>
        <source>Show window</source>
        <translation>Fenster zeigen</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="115"/>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="116"/>
        <source>Transcribe file…</source>
        <translation>Datei transkribieren…</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="117"/>
        <source>Pause GPU use</source>
        <translation>GPU-Nutzung pausieren</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="119"/>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="120"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../../ui/welcome.py" line="82"/>
        <source>Chat model: {name}</source>
        <translation>Chat-Modell: {name}</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="84"/>
        <source>Speech model: {name}</source>
        <translation>Sprachmodell: {name}</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="38"/>
        <source>Device: {device}</source>
        <translation>Gerät: {device}</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="76"/>
        <source>Chat model: not found ({id})</source>
        <translation>Chat-Modell: nicht gefunden ({id})</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="78"/>
        <source>Speech model: not found ({id})</source>
        <translation>Sprachmodell: nicht gefunden ({id})</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="43"/>
        <source>Welcome to Spillway</source>
        <translation>Willkommen bei Spillway</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="44"/>
        <source>Ask anything below; answers are written on this computer, nothing leaves it.</source>
        <translation>Frag unten, was du willst: Die Antworten entstehen auf diesem Computer, nichts verlässt ihn.</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="52"/>
        <source>&lt;b&gt;Simulated GPU&lt;/b&gt; means there is no graphics card in use: the models run on the processor, while Spillway counts memory as if a card of this size held them. It shows how Spillway behaves when a card fills up or fails; answers come at processor speed.</source>
        <translation>&lt;b&gt;Simulierte GPU&lt;/b&gt; heißt: Es wird keine Grafikkarte benutzt. Die Modelle laufen auf dem Prozessor, während Spillway den Speicher so zählt, als hielte eine Karte dieser Größe sie. So siehst du, wie sich Spillway verhält, wenn eine Karte voll wird oder ausfällt; die Antworten kommen in Prozessorgeschwindigkeit.</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="62"/>
        <source>No graphics card was found: answers come from the processor.</source>
        <translation>Es wurde keine Grafikkarte gefunden: Die Antworten kommen vom Prozessor.</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="65"/>
        <source>Enter sends, Shift+Enter starts a new line, Esc stops an answer; F2 renames a conversation. Settings are under File → Settings.</source>
        <translation>Enter sendet, Umschalt+Enter beginnt eine neue Zeile, Esc hält eine Antwort an; F2 benennt eine Unterhaltung um. Die Einstellungen findest du unter Datei → Einstellungen.</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="91"/>
        <source>Simulated GPU ({size}; the models really run on the processor)</source>
        <translation>Simulierte GPU ({size}; die Modelle laufen in Wirklichkeit auf dem Prozessor)</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="94"/>
        <source>No graphics card: the processor only</source>
        <translation>Keine Grafikkarte: nur der Prozessor</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../../ui/wording.py" line="68"/>
        <source>{title}: {text}</source>
        <translation>{title}: {text}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="81"/>
        <source>{n} GB</source>
        <translation>{n} GB</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="82"/>
        <source>{n} MB</source>
        <translation>{n} MB</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="88"/>
        <source>a moment</source>
        <translation>einen Moment</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="90"/>
        <source>about {n} s</source>
        <translation>etwa {n} s</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="92"/>
        <source>about {n} min</source>
        <translation>etwa {n} min</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="93"/>
        <source>about {n} h</source>
        <translation>etwa {n} h</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="99"/>
        <source>graphics card</source>
        <translation>Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="100"/>
        <source>simulated graphics card</source>
        <translation>simulierte Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="101"/>
        <source>processor</source>
        <translation>Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="104"/>
        <source>out of memory</source>
        <translation>Speicher voll</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="105"/>
        <source>its process crashed</source>
        <translation>sein Prozess ist abgestürzt</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="106"/>
        <source>it stopped responding</source>
        <translation>sie reagiert nicht mehr</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="107"/>
        <source>the driver was lost</source>
        <translation>der Treiber ging verloren</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="121"/>
        <source>the graphics card is {used}% full (Spillway keeps it under {limit}%)</source>
        <translation>die Grafikkarte ist zu {used} % voll (Spillway hält sie unter {limit} %)</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="127"/>
        <source>the graphics card has {free} free and this needs {more} more</source>
        <translation>die Grafikkarte hat {free} frei, und dies braucht {more} mehr</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="133"/>
        <source>the graphics card failed several times, so Spillway rests it and tries again soon</source>
        <translation>die Grafikkarte ist mehrmals ausgefallen; Spillway lässt sie ruhen und versucht es bald wieder</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="138"/>
        <source>you paused GPU use</source>
        <translation>du hast die GPU-Nutzung pausiert</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="141"/>
        <source>this computer has no graphics card Spillway can use</source>
        <translation>dieser Computer hat keine Grafikkarte, die Spillway nutzen kann</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="145"/>
        <source>the graphics driver does not answer</source>
        <translation>der Grafiktreiber antwortet nicht</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="149"/>
        <source>too many requests wait for the graphics card</source>
        <translation>zu viele Anfragen warten auf die Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="153"/>
        <source>too many requests wait for the processor</source>
        <translation>zu viele Anfragen warten auf den Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="157"/>
        <source>the computer&apos;s memory is nearly full</source>
        <translation>der Arbeitsspeicher des Computers ist fast voll</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="161"/>
        <source>the {device} failed ({why})</source>
        <translation>{device} ausgefallen ({why})</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="167"/>
        <source>the graphics card failed</source>
        <translation>die Grafikkarte ist ausgefallen</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="171"/>
        <source>the graphics card ran out of memory</source>
        <translation>der Grafikkarte ging der Speicher aus</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="175"/>
        <source>the model&apos;s process crashed and is being restarted</source>
        <translation>der Prozess des Modells ist abgestürzt und wird neu gestartet</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="179"/>
        <source>the model stopped responding and is being restarted</source>
        <translation>das Modell reagierte nicht mehr und wird neu gestartet</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="183"/>
        <source>the conversation is {tokens} tokens long; the model can read {limit}</source>
        <translation>die Unterhaltung ist {tokens} Tokens lang; das Modell kann {limit} lesen</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="189"/>
        <source>the conversation is longer than the {limit} tokens the {lane} path reads</source>
        <translation>die Unterhaltung ist länger als die {limit} Tokens, die der Weg {lane} liest</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="196"/>
        <source>the other computer does not answer</source>
        <translation>der andere Computer antwortet nicht</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="232"/>
        <source>Not working</source>
        <translation>Funktioniert nicht</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="235"/>
        <location filename="../../ui/wording.py" line="302"/>
        <source>answers come from the processor</source>
        <translation>Antworten kommen vom Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="236"/>
        <source>Processor only</source>
        <translation>Nur Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="238"/>
        <source>new work goes to the processor</source>
        <translation>neue Arbeit geht an den Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="241"/>
        <source>you paused GPU use; {where}</source>
        <translation>du hast die GPU-Nutzung pausiert; {where}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="242"/>
        <source>GPU paused</source>
        <translation>GPU pausiert</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="246"/>
        <source>Simulated GPU unavailable</source>
        <translation>Simulierte GPU nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="248"/>
        <source>GPU unavailable</source>
        <translation>GPU nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="253"/>
        <source>Simulated GPU ready</source>
        <translation>Simulierte GPU bereit</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="254"/>
        <source>answers come from the simulated GPU</source>
        <translation>Antworten kommen von der simulierten GPU</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="256"/>
        <source>GPU ready</source>
        <translation>GPU bereit</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="257"/>
        <source>answers come from the GPU</source>
        <translation>Antworten kommen von der GPU</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="266"/>
        <source>, with shorter answers while memory is tight</source>
        <translation>, mit kürzeren Antworten, solange der Speicher knapp ist</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="267"/>
        <source>, partly from the computer&apos;s memory (slower)</source>
        <translation>, teils aus dem Arbeitsspeicher (langsamer)</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="273"/>
        <source>another program holds {size}</source>
        <translation>ein anderes Programm belegt {size}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="280"/>
        <source>Simulated GPU full</source>
        <translation>Simulierte GPU voll</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="281"/>
        <source>Simulated GPU busy</source>
        <translation>Simulierte GPU ausgelastet</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="282"/>
        <source>GPU full</source>
        <translation>GPU voll</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="283"/>
        <source>GPU busy</source>
        <translation>GPU ausgelastet</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="296"/>
        <source>answers come from the graphics card</source>
        <translation>Antworten kommen von der Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="297"/>
        <source>answers come from the graphics card, shortened</source>
        <translation>Antworten kommen gekürzt von der Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="298"/>
        <source>answers come from the graphics card and the processor</source>
        <translation>Antworten kommen von Grafikkarte und Prozessor</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="301"/>
        <source>answers wait for the graphics card</source>
        <translation>Antworten warten auf die Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="316"/>
        <source>answers come from a smaller model</source>
        <translation>Antworten kommen von einem kleineren Modell</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="315"/>
        <source>transcribed by the smaller English-only speech model</source>
        <translation>transkribiert vom kleineren Sprachmodell nur für Englisch</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="304"/>
        <source>answers come from another computer</source>
        <translation>Antworten kommen von einem anderen Computer</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="305"/>
        <source>new questions are refused until memory frees</source>
        <translation>neue Fragen werden abgelehnt, bis Speicher frei wird</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="324"/>
        <source>Out of memory</source>
        <translation>Speicher voll</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="325"/>
        <source>Try again: Spillway picks a path with room.</source>
        <translation>Versuch es noch einmal: Spillway wählt einen Weg mit Platz.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="329"/>
        <source>The model crashed</source>
        <translation>Das Modell ist abgestürzt</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="330"/>
        <source>It is being restarted; try again.</source>
        <translation>Es wird neu gestartet; versuch es noch einmal.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="334"/>
        <source>The model stopped responding</source>
        <translation>Das Modell reagiert nicht mehr</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="335"/>
        <source>It was restarted; try again.</source>
        <translation>Es wurde neu gestartet; versuch es noch einmal.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="339"/>
        <source>Graphics driver lost</source>
        <translation>Grafiktreiber verloren</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="340"/>
        <source>Spillway uses the processor meanwhile.</source>
        <translation>Spillway nutzt solange den Prozessor.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="344"/>
        <source>Cannot read this</source>
        <translation>Nicht lesbar</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="345"/>
        <source>Check the file or the text; trying again will not help.</source>
        <translation>Prüf die Datei oder den Text; ein neuer Versuch hilft nicht.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="349"/>
        <source>The model cannot be loaded</source>
        <translation>Das Modell lässt sich nicht laden</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="350"/>
        <source>Choose another model in Settings.</source>
        <translation>Wähl in den Einstellungen ein anderes Modell.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="354"/>
        <source>No room now</source>
        <translation>Gerade kein Platz</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="355"/>
        <source>Try again when other work has finished.</source>
        <translation>Versuch es wieder, wenn andere Arbeit fertig ist.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="359"/>
        <source>Answer interrupted</source>
        <translation>Antwort unterbrochen</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="360"/>
        <source>The part already written is kept; continue it.</source>
        <translation>Der schon geschriebene Teil bleibt erhalten; setz ihn fort.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="364"/>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="365"/>
        <source>Try again; if it happens again, report it.</source>
        <translation>Versuch es noch einmal; passiert es wieder, melde es.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="388"/>
        <source>Not an audio file</source>
        <translation>Keine Audiodatei</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="389"/>
        <source>Spillway cannot find sound in this file. Choose an audio or video file (WAV, MP3, M4A, FLAC, OGG, OPUS, WEBM, MP4).</source>
        <translation>Spillway findet in dieser Datei keinen Ton. Wähl eine Audio- oder Videodatei (WAV, MP3, M4A, FLAC, OGG, OPUS, WEBM, MP4).</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="399"/>
        <source>File not found</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="400"/>
        <source>It was moved or deleted.</source>
        <translation>Die Datei wurde verschoben oder gelöscht.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="413"/>
        <source>Runs on {where}</source>
        <translation>Läuft auf {where}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_rows.py" line="178"/>
        <location filename="../../ui/wording.py" line="415"/>
        <source>Why: {reason}.</source>
        <translation>Grund: {reason}.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="419"/>
        <source>Slower path</source>
        <translation>Langsamerer Weg</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="427"/>
        <source>Try again in {wait}.</source>
        <translation>Versuch es in {wait} wieder.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="430"/>
        <source>Cannot take this now</source>
        <translation>Gerade nicht möglich</translation>
    </message>
</context>
</TS>
