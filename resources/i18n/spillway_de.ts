<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Composer</name>
    <message>
        <location filename="../../ui/chat_composer.py" line="24"/>
        <source>Ask something. Enter sends, Shift+Enter starts a new line, Esc stops, Up edits your last message.</source>
        <translation>Frag etwas. Enter sendet, Umschalt+Enter beginnt eine neue Zeile, Esc hält an, Pfeil hoch bearbeitet deine letzte Nachricht.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="29"/>
        <source>Spillway is starting; you can type now, and send once it is ready.</source>
        <translation>Spillway startet; du kannst schon tippen und sendest, sobald es bereit ist.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="49"/>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="80"/>
        <source>Notes tool</source>
        <translation>Notizen-Werkzeug</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="82"/>
        <source>Let the model append to your notes file (each call runs exactly once)</source>
        <translation>Das Modell darf an deine Notizdatei anhängen (jeder Aufruf läuft genau einmal)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="84"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="86"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="87"/>
        <source>Stop the answer (Esc)</source>
        <translation>Antwort anhalten (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="96"/>
        <source>System prompt &amp;&amp; temperature</source>
        <translation>Systemprompt &amp;&amp; Temperatur</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="100"/>
        <source>System prompt for this conversation (optional)</source>
        <translation>Systemprompt für diese Unterhaltung (optional)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="109"/>
        <source>0 gives the same answer every time; higher is more varied</source>
        <translation>0 gibt jedes Mal dieselbe Antwort; höher ist abwechslungsreicher</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="120"/>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="176"/>
        <source>context ~{tokens} of {budget} tokens</source>
        <translation>Kontext ~{tokens} von {budget} Tokens</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="180"/>
        <source>this message is too long</source>
        <translation>diese Nachricht ist zu lang</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="182"/>
        <source>its middle (~{tokens} tokens) will be left out</source>
        <translation>ihre Mitte (~{tokens} Tokens) wird ausgelassen</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="186"/>
        <source>{count} message(s) from the middle left out</source>
        <translation>{count} Nachricht(en) aus der Mitte ausgelassen</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="188"/>
        <source>{count} message(s) from the oldest left out</source>
        <translation>{count} der ältesten Nachricht(en) ausgelassen</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="193"/>
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
        <location filename="../../ui/language_picker.py" line="70"/>
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
        <location filename="../../ui/transcription_table.py" line="59"/>
        <source>Files to transcribe</source>
        <translation>Zu transkribierende Dateien</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="68"/>
        <source>Progress of {name}</source>
        <translation>Fortschritt von {name}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="74"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="74"/>
        <source>Cancel {name}</source>
        <translation>{name} abbrechen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="75"/>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="75"/>
        <source>Retry {name}</source>
        <translation>{name} wiederholen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="86"/>
        <source>checking</source>
        <translation>wird geprüft</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="87"/>
        <source>queued</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="88"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="89"/>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="90"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="91"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="92"/>
        <source>cancelling…</source>
        <translation>wird abgebrochen…</translation>
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
</TS>
