<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Composer</name>
    <message>
        <location filename="../../ui/chat_composer.py" line="24"/>
        <source>Ask something. Enter sends, Shift+Enter starts a new line, Esc stops, Up edits your last message.</source>
        <translation>Posez une question. Entrée envoie, Maj+Entrée passe à la ligne, Échap arrête, Haut modifie votre dernier message.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="29"/>
        <source>Spillway is starting; you can type now, and send once it is ready.</source>
        <translation>Spillway démarre ; vous pouvez déjà écrire, et envoyer dès qu’il est prêt.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="49"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="80"/>
        <source>Notes tool</source>
        <translation>Outil de notes</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="82"/>
        <source>Let the model append to your notes file (each call runs exactly once)</source>
        <translation>Le modèle peut ajouter à votre fichier de notes (chaque appel s’exécute une seule fois)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="84"/>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="86"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="87"/>
        <source>Stop the answer (Esc)</source>
        <translation>Arrêter la réponse (Échap)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="96"/>
        <source>System prompt &amp;&amp; temperature</source>
        <translation>Prompt système &amp;&amp; température</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="100"/>
        <source>System prompt for this conversation (optional)</source>
        <translation>Prompt système de cette discussion (facultatif)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="109"/>
        <source>0 gives the same answer every time; higher is more varied</source>
        <translation>0 donne toujours la même réponse ; plus haut, plus varié</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="120"/>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="176"/>
        <source>context ~{tokens} of {budget} tokens</source>
        <translation>contexte ~{tokens} sur {budget} jetons</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="180"/>
        <source>this message is too long</source>
        <translation>ce message est trop long</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="182"/>
        <source>its middle (~{tokens} tokens) will be left out</source>
        <translation>son milieu (~{tokens} jetons) sera omis</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="186"/>
        <source>{count} message(s) from the middle left out</source>
        <translation>{count} message(s) du milieu omis</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="188"/>
        <source>{count} message(s) from the oldest left out</source>
        <translation>{count} message(s) parmi les plus anciens omis</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="193"/>
        <source>How much of what the model can read this conversation takes. When it is full, Spillway leaves messages out as chosen in Settings (Long conversations).</source>
        <translation>La part de ce que le modèle peut lire qu’occupe cette discussion. Quand elle est pleine, Spillway omet des messages comme choisi dans les Paramètres (Longues discussions).</translation>
    </message>
</context>
<context>
    <name>LanguagePicker</name>
    <message>
        <location filename="../../ui/language_picker.py" line="26"/>
        <source>English</source>
        <translation>anglais</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="31"/>
        <location filename="../../ui/language_picker.py" line="59"/>
        <source>Auto-detect</source>
        <translation>Détection automatique</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="35"/>
        <source>{name} (as asked)</source>
        <translation>{name} (choisi)</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="40"/>
        <source>{name} (detected)</source>
        <translation>{name} (détecté)</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="45"/>
        <source>{name} (detected, {percent}%)</source>
        <translation>{name} (détecté, {percent} %)</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="68"/>
        <source>Spoken language</source>
        <translation>Langue parlée</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="70"/>
        <source>The language spoken in the files; Auto-detect guesses it</source>
        <translation>La langue parlée dans les fichiers ; la détection automatique la devine</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="101"/>
        <source>&amp;Chat</source>
        <translation>&amp;Discussion</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="102"/>
        <source>&amp;Transcribe</source>
        <translation>&amp;Transcrire</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="103"/>
        <source>&amp;Status</source>
        <translation>Ét&amp;at</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="104"/>
        <source>Views</source>
        <translation>Vues</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="112"/>
        <source>Engine state</source>
        <translation>État du moteur</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="116"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="118"/>
        <source>&amp;New chat</source>
        <translation>&amp;Nouvelle discussion</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="121"/>
        <source>&amp;Transcribe file…</source>
        <translation>&amp;Transcrire un fichier…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="125"/>
        <source>&amp;Export transcript…</source>
        <translation>&amp;Exporter la transcription…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="126"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="127"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="135"/>
        <source>Choose &amp;models…</source>
        <translation>Choisir les &amp;modèles…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="139"/>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="140"/>
        <source>&amp;Pause GPU use</source>
        <translation>&amp;Suspendre l’usage du GPU</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="146"/>
        <source>Run the failover &amp;drill…</source>
        <translation>Lancer l’&amp;exercice de bascule…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="256"/>
        <source>The failover drill is not available here</source>
        <translation>L’exercice de bascule n’est pas disponible ici</translation>
    </message>
</context>
<context>
    <name>QueueTable</name>
    <message>
        <location filename="../../ui/transcription_table.py" line="42"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="43"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="44"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="45"/>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="46"/>
        <source>ETA</source>
        <translation>Reste</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="47"/>
        <source>Route</source>
        <translation>Voie</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="59"/>
        <source>Files to transcribe</source>
        <translation>Fichiers à transcrire</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="68"/>
        <source>Progress of {name}</source>
        <translation>Progression de {name}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="74"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="74"/>
        <source>Cancel {name}</source>
        <translation>Annuler {name}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="75"/>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="75"/>
        <source>Retry {name}</source>
        <translation>Réessayer {name}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="86"/>
        <source>checking</source>
        <translation>vérification</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="87"/>
        <source>queued</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="88"/>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="89"/>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="90"/>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="91"/>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="92"/>
        <source>cancelling…</source>
        <translation>annulation…</translation>
    </message>
</context>
<context>
    <name>TranscriptionPanel</name>
    <message>
        <location filename="../../ui/transcription.py" line="108"/>
        <source>Spoken &amp;language:</source>
        <translation>&amp;Langue parlée :</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="110"/>
        <source>Translate into &amp;English</source>
        <translation>Traduire en a&amp;nglais</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="111"/>
        <source>&amp;Add files…</source>
        <translation>A&amp;jouter des fichiers…</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="113"/>
        <source>Transcription problem</source>
        <translation>Problème de transcription</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="115"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="117"/>
        <source>Export {format}…</source>
        <translation>Exporter en {format}…</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="218"/>
        <source>Transcribe audio</source>
        <translation>Transcrire de l’audio</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="246"/>
        <source>Release to transcribe</source>
        <translation>Relâchez pour transcrire</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="247"/>
        <source>Drop audio files anywhere on the window, or Add files… (Ctrl+O)</source>
        <translation>Déposez des fichiers audio n’importe où dans la fenêtre, ou « Ajouter des fichiers… » (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="303"/>
        <source>Transcription</source>
        <translation>Transcription</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="304"/>
        <source>Transcript of the selected file</source>
        <translation>Transcription du fichier choisi</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="305"/>
        <source>Add audio files to transcribe</source>
        <translation>Ajouter des fichiers audio à transcrire</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="307"/>
        <source>Write the speech in English, whatever language it is in</source>
        <translation>Écrire la parole en anglais, quelle que soit sa langue</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="309"/>
        <source>Copy the selected transcript</source>
        <translation>Copier la transcription choisie</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="312"/>
        <source>Export the selected transcript as {format}</source>
        <translation>Exporter la transcription choisie en {format}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="476"/>
        <source>Export {format}</source>
        <translation>Exporter en {format}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="488"/>
        <source>Export transcript</source>
        <translation>Exporter la transcription</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="505"/>
        <source>Export failed</source>
        <translation>Échec de l’export</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="506"/>
        <source>Could not write {path}: {reason}</source>
        <translation>Impossible d’écrire {path} : {reason}</translation>
    </message>
</context>
</TS>
