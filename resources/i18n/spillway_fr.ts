<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Banner</name>
    <message>
        <location filename="../../ui/banner.py" line="57"/>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <location filename="../../ui/banner.py" line="60"/>
        <source>{name}: show the technical details</source>
        <translation>{name} : afficher les détails techniques</translation>
    </message>
    <message>
        <location filename="../../ui/banner.py" line="66"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../ui/banner.py" line="68"/>
        <source>{name}: cancel the request</source>
        <translation>{name} : annuler la demande</translation>
    </message>
    <message>
        <location filename="../../ui/banner.py" line="126"/>
        <source>Slower path banner</source>
        <translation>Bandeau de voie plus lente</translation>
    </message>
    <message>
        <location filename="../../ui/banner.py" line="154"/>
        <source>ETA ~{seconds} s</source>
        <translation>reste ~{seconds} s</translation>
    </message>
    <message>
        <location filename="../../ui/banner.py" line="156"/>
        <source>almost done</source>
        <translation>presque fini</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../../ui/chat.py" line="46"/>
        <source>&lt;p&gt;Ask anything below. Enter sends, Shift+Enter starts a new line, Esc stops an answer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Posez votre question ci-dessous. Entrée envoie, Maj+Entrée passe à la ligne, Échap arrête une réponse.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="93"/>
        <source>&amp;Undo</source>
        <translation>Ann&amp;uler</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="282"/>
        <source>Deleted “{title}”.</source>
        <translation>« {title} » supprimée.</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="368"/>
        <source>Editing an earlier message: sending replaces it and what follows. Esc cancels.</source>
        <translation>Modification d’un message précédent : l’envoi le remplace, ainsi que la suite. Échap annule.</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="384"/>
        <source>Deleted a message.</source>
        <translation>Un message supprimé.</translation>
    </message>
</context>
<context>
    <name>ChatSidebar</name>
    <message>
        <location filename="../../ui/chat_sidebar.py" line="44"/>
        <source>Conversations</source>
        <translation>Discussions</translation>
    </message>
    <message>
        <location filename="../../ui/chat_sidebar.py" line="47"/>
        <source>New</source>
        <translation>Nouvelle</translation>
    </message>
    <message>
        <location filename="../../ui/chat_sidebar.py" line="48"/>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <location filename="../../ui/chat_sidebar.py" line="49"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../ui/chat_sidebar.py" line="51"/>
        <source>Start a new conversation (Ctrl+N)</source>
        <translation>Commencer une nouvelle discussion (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_sidebar.py" line="52"/>
        <source>Rename the conversation (F2)</source>
        <translation>Renommer la discussion (F2)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_sidebar.py" line="55"/>
        <source>Delete the conversation (Delete; Undo brings it back)</source>
        <translation>Supprimer la discussion (Suppr ; Annuler la rétablit)</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../ui/chat_composer.py" line="25"/>
        <source>Ask something. Enter sends, Shift+Enter starts a new line, Esc stops, Up edits your last message.</source>
        <translation>Posez une question. Entrée envoie, Maj+Entrée passe à la ligne, Échap arrête, Haut modifie votre dernier message.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="30"/>
        <source>Spillway is starting; you can type now, and send once it is ready.</source>
        <translation>Spillway démarre ; vous pouvez déjà écrire, et envoyer dès qu’il est prêt.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="50"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="81"/>
        <source>Notes tool</source>
        <translation>Outil de notes</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="83"/>
        <source>Let the model append to your notes file (each call runs exactly once)</source>
        <translation>Le modèle peut ajouter à votre fichier de notes (chaque appel s’exécute une seule fois)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="85"/>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="87"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="88"/>
        <source>Stop the answer (Esc)</source>
        <translation>Arrêter la réponse (Échap)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="97"/>
        <source>System prompt &amp;&amp; temperature</source>
        <translation>Prompt système &amp;&amp; température</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="101"/>
        <source>System prompt for this conversation (optional)</source>
        <translation>Prompt système de cette discussion (facultatif)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="110"/>
        <source>0 gives the same answer every time; higher is more varied</source>
        <translation>0 donne toujours la même réponse ; plus haut, plus varié</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="121"/>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="177"/>
        <source>context ~{tokens} of {budget} tokens</source>
        <translation>contexte ~{tokens} sur {budget} jetons</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="181"/>
        <source>this message is too long</source>
        <translation>ce message est trop long</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="183"/>
        <source>its middle (~{tokens} tokens) will be left out</source>
        <translation>son milieu (~{tokens} jetons) sera omis</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="187"/>
        <source>{count} message(s) from the middle left out</source>
        <translation>{count} message(s) du milieu omis</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="189"/>
        <source>{count} message(s) from the oldest left out</source>
        <translation>{count} message(s) parmi les plus anciens omis</translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="194"/>
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
        <location filename="../../ui/language_picker.py" line="71"/>
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
        <location filename="../../ui/main_window.py" line="84"/>
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
        <location filename="../../ui/transcription_table.py" line="60"/>
        <source>Files to transcribe</source>
        <translation>Fichiers à transcrire</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="69"/>
        <source>Progress of {name}</source>
        <translation>Progression de {name}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="75"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="75"/>
        <source>Cancel {name}</source>
        <translation>Annuler {name}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="76"/>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="76"/>
        <source>Retry {name}</source>
        <translation>Réessayer {name}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="87"/>
        <source>checking</source>
        <translation>vérification</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="88"/>
        <source>queued</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="89"/>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="90"/>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="91"/>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="92"/>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_table.py" line="93"/>
        <source>cancelling…</source>
        <translation>annulation…</translation>
    </message>
</context>
<context>
    <name>RouteWords</name>
    <message>
        <location filename="../../ui/route_words.py" line="21"/>
        <source>the simulated graphics card</source>
        <translation>la carte graphique simulée</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="23"/>
        <source>the graphics card</source>
        <translation>la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="25"/>
        <source>the processor</source>
        <translation>le processeur</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="28"/>
        <source>simulated GPU</source>
        <translation>GPU simulé</translation>
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
        <translation>{gpu} (cache KV en mémoire vive)</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="37"/>
        <source>{gpu} + {cpu} (layers split)</source>
        <translation>{gpu} + {cpu} (couches réparties)</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="39"/>
        <source>{gpu} (reduced limits)</source>
        <translation>{gpu} (limites réduites)</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="41"/>
        <source>{gpu} (waiting)</source>
        <translation>{gpu} (en attente)</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="45"/>
        <source>fallback model {model}</source>
        <translation>modèle de repli {model}</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="47"/>
        <source>remote server {host}</source>
        <translation>serveur distant {host}</translation>
    </message>
    <message>
        <location filename="../../ui/route_words.py" line="49"/>
        <source>refused</source>
        <translation>refusé</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../ui/setting_words.py" line="20"/>
        <source>Chat model</source>
        <translation>Modèle de discussion</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="21"/>
        <source>The chat model.</source>
        <translation>Le modèle de discussion.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="22"/>
        <source>Default answer length</source>
        <translation>Longueur de réponse par défaut</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="23"/>
        <source>Longest answer, in tokens, when a request does not say.</source>
        <translation>Réponse la plus longue, en jetons, quand la demande ne le précise pas.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="24"/>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="25"/>
        <source>How freely the chat model picks its words: 0 gives the same answer every time, higher values vary more.</source>
        <translation>La liberté du modèle dans le choix des mots : 0 donne toujours la même réponse, plus haut varie davantage.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="30"/>
        <source>System prompt</source>
        <translation>Prompt système</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="31"/>
        <source>Instructions the chat model reads before every conversation (a role, a tone, a language); empty for none.</source>
        <translation>Instructions que le modèle lit avant chaque discussion (un rôle, un ton, une langue) ; vide pour aucune.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="36"/>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="37"/>
        <source>Colours of the window: follow the system&apos;s light or dark scheme, or always light, or always dark.</source>
        <translation>Couleurs de la fenêtre : suivre le thème clair ou sombre du système, ou toujours clair, ou toujours sombre.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="42"/>
        <source>tokens</source>
        <translation>jetons</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="43"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="44"/>
        <source>Language of the window: follow the system&apos;s, or always English, German or French (applies at the next start).</source>
        <translation>Langue de la fenêtre : suivre celle du système, ou toujours anglais, allemand ou français (au prochain démarrage).</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="52"/>
        <location filename="../../ui/setting_words.py" line="57"/>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="53"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="54"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="72"/>
        <source>{value} (not found)</source>
        <translation>{value} (introuvable)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings_dialog.py" line="103"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="112"/>
        <source>Settings pages</source>
        <translation>Pages des paramètres</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="192"/>
        <source>Allowed items, each at most once: {items}</source>
        <translation>Éléments permis, chacun au plus une fois : {items}</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="194"/>
        <source>({key} in settings.toml)</source>
        <translation>({key} dans settings.toml)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="215"/>
        <source>{page} settings</source>
        <translation>Paramètres : {page}</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="222"/>
        <source>Basic</source>
        <translation>Essentiel</translation>
    </message>
</context>
<context>
    <name>StatusView</name>
    <message>
        <location filename="../../ui/status_view.py" line="84"/>
        <location filename="../../ui/status_view.py" line="101"/>
        <source>Lane</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="85"/>
        <source>Queued</source>
        <translation>En attente</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="86"/>
        <source>Oldest</source>
        <translation>Plus ancienne</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="87"/>
        <source>Running</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="90"/>
        <source>Replica</source>
        <translation>Réplique</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="91"/>
        <source>Alive</source>
        <translation>Active</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="92"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="93"/>
        <source>Context</source>
        <translation>Contexte</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="94"/>
        <source>Placement</source>
        <translation>Placement</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="95"/>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="98"/>
        <source>Request</source>
        <translation>Demande</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="99"/>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="100"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="102"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="232"/>
        <source>Engine state</source>
        <translation>État du moteur</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="249"/>
        <source>Waiting for the engine…</source>
        <translation>En attente du moteur…</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="288"/>
        <source>GPU memory</source>
        <translation>Mémoire du GPU</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="296"/>
        <source>Host RAM</source>
        <translation>Mémoire vive</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="297"/>
        <location filename="../../ui/status_view.py" line="318"/>
        <source>Lanes</source>
        <translation>Files</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="299"/>
        <source>Requests (this window and API clients)</source>
        <translation>Demandes (cette fenêtre et clients de l’API)</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="301"/>
        <location filename="../../ui/status_view.py" line="321"/>
        <source>Circuit breaker</source>
        <translation>Disjoncteur</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="302"/>
        <source>Replicas</source>
        <translation>Répliques</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="303"/>
        <source>Remote server (another machine)</source>
        <translation>Serveur distant (autre machine)</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="314"/>
        <source>Engine status</source>
        <translation>État du moteur</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="316"/>
        <source>GPU memory use</source>
        <translation>Occupation de la mémoire du GPU</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="317"/>
        <source>Host memory use</source>
        <translation>Occupation de la mémoire vive</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="319"/>
        <source>Requests queued or running</source>
        <translation>Demandes en attente ou en cours</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="320"/>
        <source>Model replicas</source>
        <translation>Répliques du modèle</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="322"/>
        <source>Remote server</source>
        <translation>Serveur distant</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="323"/>
        <source>GPU memory totals</source>
        <translation>Totaux de la mémoire du GPU</translation>
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
<context>
    <name>Wording</name>
    <message>
        <location filename="../../ui/wording.py" line="67"/>
        <source>{title}: {text}</source>
        <translation>{title} : {text}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="85"/>
        <source>a moment</source>
        <translation>un instant</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="87"/>
        <source>about {n} s</source>
        <translation>environ {n} s</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="89"/>
        <source>about {n} min</source>
        <translation>environ {n} min</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="90"/>
        <source>about {n} h</source>
        <translation>environ {n} h</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="96"/>
        <location filename="../../ui/wording.py" line="399"/>
        <source>graphics card</source>
        <translation>carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="97"/>
        <source>simulated graphics card</source>
        <translation>carte graphique simulée</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="98"/>
        <source>processor</source>
        <translation>processeur</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="101"/>
        <source>out of memory</source>
        <translation>mémoire pleine</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="102"/>
        <source>its process crashed</source>
        <translation>son processus a planté</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="103"/>
        <source>it stopped responding</source>
        <translation>elle ne répond plus</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="104"/>
        <source>the driver was lost</source>
        <translation>le pilote a été perdu</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="118"/>
        <source>the graphics card is {used}% full (Spillway keeps it under {limit}%)</source>
        <translation>la carte graphique est pleine à {used} % (Spillway la garde sous {limit} %)</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="124"/>
        <source>the graphics card has {free} free and this needs {more} more</source>
        <translation>la carte graphique a {free} de libre et il faut {more} de plus</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="130"/>
        <source>the graphics card failed several times, so Spillway rests it and tries again soon</source>
        <translation>la carte graphique a échoué plusieurs fois ; Spillway la laisse reposer et réessaie bientôt</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="135"/>
        <source>you paused GPU use</source>
        <translation>vous avez suspendu l’usage du GPU</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="138"/>
        <source>this computer has no graphics card Spillway can use</source>
        <translation>cet ordinateur n’a pas de carte graphique utilisable par Spillway</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="142"/>
        <source>the graphics driver does not answer</source>
        <translation>le pilote graphique ne répond pas</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="146"/>
        <source>too many requests wait for the graphics card</source>
        <translation>trop de demandes attendent la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="150"/>
        <source>too many requests wait for the processor</source>
        <translation>trop de demandes attendent le processeur</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="154"/>
        <source>the computer&apos;s memory is nearly full</source>
        <translation>la mémoire de l’ordinateur est presque pleine</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="158"/>
        <source>the {device} failed ({why})</source>
        <translation>{device} en panne ({why})</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="164"/>
        <source>the graphics card failed</source>
        <translation>la carte graphique a échoué</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="168"/>
        <source>the graphics card ran out of memory</source>
        <translation>la carte graphique n’a plus de mémoire</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="172"/>
        <source>the model&apos;s process crashed and is being restarted</source>
        <translation>le processus du modèle a planté et redémarre</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="176"/>
        <source>the model stopped responding and is being restarted</source>
        <translation>le modèle ne répondait plus et redémarre</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="180"/>
        <source>the conversation is {tokens} tokens long; the model can read {limit}</source>
        <translation>la discussion fait {tokens} jetons ; le modèle peut en lire {limit}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="186"/>
        <source>the conversation is longer than the {limit} tokens the {lane} path reads</source>
        <translation>la discussion dépasse les {limit} jetons que lit la voie {lane}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="193"/>
        <source>the other computer does not answer</source>
        <translation>l’autre ordinateur ne répond pas</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="229"/>
        <source>Not working</source>
        <translation>Hors service</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="232"/>
        <location filename="../../ui/wording.py" line="299"/>
        <source>answers come from the processor</source>
        <translation>les réponses viennent du processeur</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="233"/>
        <source>Processor only</source>
        <translation>Processeur seul</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="235"/>
        <source>new work goes to the processor</source>
        <translation>le nouveau travail va au processeur</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="238"/>
        <source>you paused GPU use; {where}</source>
        <translation>vous avez suspendu l’usage du GPU ; {where}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="239"/>
        <source>GPU paused</source>
        <translation>GPU suspendu</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="243"/>
        <source>Simulated GPU unavailable</source>
        <translation>GPU simulé indisponible</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="245"/>
        <source>GPU unavailable</source>
        <translation>GPU indisponible</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="250"/>
        <source>Simulated GPU ready</source>
        <translation>GPU simulé prêt</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="251"/>
        <source>answers come from the simulated GPU</source>
        <translation>les réponses viennent du GPU simulé</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="253"/>
        <source>GPU ready</source>
        <translation>GPU prêt</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="254"/>
        <source>answers come from the GPU</source>
        <translation>les réponses viennent du GPU</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="263"/>
        <source>, with shorter answers while memory is tight</source>
        <translation>, avec des réponses plus courtes tant que la mémoire manque</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="264"/>
        <source>, partly from the computer&apos;s memory (slower)</source>
        <translation>, en partie depuis la mémoire de l’ordinateur (plus lent)</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="270"/>
        <source>another program holds {size}</source>
        <translation>un autre programme occupe {size}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="277"/>
        <source>Simulated GPU full</source>
        <translation>GPU simulé plein</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="278"/>
        <source>Simulated GPU busy</source>
        <translation>GPU simulé occupé</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="279"/>
        <source>GPU full</source>
        <translation>GPU plein</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="280"/>
        <source>GPU busy</source>
        <translation>GPU occupé</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="293"/>
        <source>answers come from the graphics card</source>
        <translation>les réponses viennent de la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="294"/>
        <source>answers come from the graphics card, shortened</source>
        <translation>les réponses viennent de la carte graphique, raccourcies</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="295"/>
        <source>answers come from the graphics card and the processor</source>
        <translation>les réponses viennent de la carte graphique et du processeur</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="298"/>
        <source>answers wait for the graphics card</source>
        <translation>les réponses attendent la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="300"/>
        <source>answers come from a smaller model</source>
        <translation>les réponses viennent d’un modèle plus petit</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="301"/>
        <source>answers come from another computer</source>
        <translation>les réponses viennent d’un autre ordinateur</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="302"/>
        <source>new questions are refused until memory frees</source>
        <translation>les nouvelles questions sont refusées jusqu’à ce que la mémoire se libère</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="312"/>
        <source>Out of memory</source>
        <translation>Mémoire pleine</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="313"/>
        <source>Try again: Spillway picks a path with room.</source>
        <translation>Réessayez : Spillway choisit une voie qui a de la place.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="317"/>
        <source>The model crashed</source>
        <translation>Le modèle a planté</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="318"/>
        <source>It is being restarted; try again.</source>
        <translation>Il redémarre ; réessayez.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="322"/>
        <source>The model stopped responding</source>
        <translation>Le modèle ne répond plus</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="323"/>
        <source>It was restarted; try again.</source>
        <translation>Il a redémarré ; réessayez.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="327"/>
        <source>Graphics driver lost</source>
        <translation>Pilote graphique perdu</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="328"/>
        <source>Spillway uses the processor meanwhile.</source>
        <translation>Spillway utilise le processeur en attendant.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="332"/>
        <source>Cannot read this</source>
        <translation>Illisible</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="333"/>
        <source>Check the file or the text; trying again will not help.</source>
        <translation>Vérifiez le fichier ou le texte ; réessayer n’y changera rien.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="337"/>
        <source>The model cannot be loaded</source>
        <translation>Impossible de charger le modèle</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="338"/>
        <source>Choose another model in Settings.</source>
        <translation>Choisissez un autre modèle dans les Paramètres.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="342"/>
        <source>No room now</source>
        <translation>Pas de place pour l’instant</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="343"/>
        <source>Try again when other work has finished.</source>
        <translation>Réessayez quand le reste du travail sera fini.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="347"/>
        <source>Answer interrupted</source>
        <translation>Réponse interrompue</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="348"/>
        <source>The part already written is kept; continue it.</source>
        <translation>La partie déjà écrite est gardée ; poursuivez-la.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="352"/>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="353"/>
        <source>Try again; if it happens again, report it.</source>
        <translation>Réessayez ; si cela se reproduit, signalez-le.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="376"/>
        <source>Not an audio file</source>
        <translation>Pas un fichier audio</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="377"/>
        <source>Spillway cannot find sound in this file. Choose an audio or video file (WAV, MP3, M4A, FLAC, OGG, OPUS, WEBM, MP4).</source>
        <translation>Spillway ne trouve pas de son dans ce fichier. Choisissez un fichier audio ou vidéo (WAV, MP3, M4A, FLAC, OGG, OPUS, WEBM, MP4).</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="387"/>
        <source>File not found</source>
        <translation>Fichier introuvable</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="388"/>
        <source>It was moved or deleted.</source>
        <translation>Il a été déplacé ou supprimé.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="399"/>
        <source>the processor</source>
        <translation>le processeur</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="402"/>
        <source>Runs on {where}</source>
        <translation>S’exécute sur {where}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="404"/>
        <source>Why: {reason}.</source>
        <translation>Raison : {reason}.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="406"/>
        <source>Slower path</source>
        <translation>Voie plus lente</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="414"/>
        <source>Try again in {wait}.</source>
        <translation>Réessayez dans {wait}.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="417"/>
        <source>Cannot take this now</source>
        <translation>Impossible pour l’instant</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message>
        <location filename="../../ui/reason_words.py" line="27"/>
        <source>this computer has no graphics card Spillway can use</source>
        <translation>cet ordinateur n&apos;a pas de carte graphique utilisable par Spillway</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="30"/>
        <source>the graphics driver does not answer</source>
        <translation>le pilote graphique ne répond pas</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="31"/>
        <source>the graphics card failed several times, so Spillway rests it and tries again soon</source>
        <translation>la carte graphique a échoué plusieurs fois, Spillway la laisse reposer et réessaie bientôt</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="35"/>
        <source>you paused GPU use</source>
        <translation>vous avez mis en pause l&apos;utilisation du GPU</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="36"/>
        <source>the graphics card already failed on this request</source>
        <translation>la carte graphique a déjà échoué pour cette demande</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="39"/>
        <source>too many requests wait for the graphics card</source>
        <translation>trop de demandes attendent la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="42"/>
        <source>the graphics card cannot be used now</source>
        <translation>la carte graphique ne peut pas être utilisée pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="43"/>
        <source>it fits on the graphics card</source>
        <translation>cela tient sur la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="44"/>
        <source>it fits in the loaded model</source>
        <translation>cela tient dans le modèle chargé</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="45"/>
        <source>the whole model fits on the graphics card again</source>
        <translation>le modèle entier tient de nouveau sur la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="48"/>
        <source>it fits in the loaded model, which is partly in the computer&apos;s memory</source>
        <translation>cela tient dans le modèle chargé, qui est en partie dans la mémoire de l&apos;ordinateur</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="51"/>
        <source>the conversation is {value} tokens long; the model can read {limit}</source>
        <translation>la conversation fait {value} jetons ; le modèle peut en lire {limit}</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="54"/>
        <source>the conversation is at least {value} tokens long; the model can read {limit}</source>
        <translation>la conversation fait au moins {value} jetons ; le modèle peut en lire {limit}</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="58"/>
        <source>the graphics card is {used}% full (Spillway keeps it under {threshold}%)</source>
        <translation>la carte graphique est pleine à {used} % (Spillway la garde sous {threshold} %)</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="61"/>
        <source>the graphics card has {free} free and this needs {needed} more</source>
        <translation>la carte graphique a {free} de libre et il faut {needed} de plus</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="64"/>
        <source>this needs {value} tokens of context; the graphics card reads {limit}</source>
        <translation>cela demande {value} jetons de contexte ; la carte graphique en lit {limit}</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="67"/>
        <source>the loaded model has room for {limit} tokens and this needs {value}</source>
        <translation>le modèle chargé a de la place pour {limit} jetons et il en faut {value}</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="70"/>
        <source>a shorter answer would not help while the card is this full</source>
        <translation>une réponse plus courte n&apos;aiderait pas tant que la carte est aussi pleine</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="73"/>
        <source>the transcription already uses the smallest search</source>
        <translation>la transcription utilise déjà la recherche la plus petite</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="76"/>
        <source>not even {value} tokens of context fit on the graphics card</source>
        <translation>même {value} jetons de contexte ne tiennent pas sur la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="79"/>
        <source>only chat models can be split between the processor and the graphics card</source>
        <translation>seuls les modèles de chat peuvent être répartis entre le processeur et la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="82"/>
        <source>splitting the model would not help while the card is this full</source>
        <translation>répartir le modèle n&apos;aiderait pas tant que la carte est aussi pleine</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="85"/>
        <source>the conversation is longer than the {limit} tokens the graphics card reads</source>
        <translation>la conversation dépasse les {limit} jetons que lit la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="88"/>
        <source>even with part of the model in the computer&apos;s memory, the graphics card has {free} free and this needs {needed} more</source>
        <translation>même avec une partie du modèle dans la mémoire de l&apos;ordinateur, la carte graphique a {free} de libre et il faut {needed} de plus</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="93"/>
        <source>the computer&apos;s memory is nearly full ({free} may be used, {needed} needed)</source>
        <translation>la mémoire de l&apos;ordinateur est presque pleine ({free} utilisables, {needed} nécessaires)</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="96"/>
        <source>not even part of the model fits on the graphics card</source>
        <translation>même une partie du modèle ne tient pas sur la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="99"/>
        <source>no smaller fallback model is chosen</source>
        <translation>aucun modèle de secours plus petit n&apos;est choisi</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="100"/>
        <source>the smaller model would not help while the card is this full</source>
        <translation>le modèle plus petit n&apos;aiderait pas tant que la carte est aussi pleine</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="103"/>
        <source>the conversation is longer than the {limit} tokens the smaller model reads</source>
        <translation>la conversation dépasse les {limit} jetons que lit le modèle plus petit</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="106"/>
        <source>the smaller model does not fit either: the graphics card has {free} free and it needs {needed} more</source>
        <translation>le modèle plus petit ne tient pas non plus : la carte graphique a {free} de libre et il lui faut {needed} de plus</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="111"/>
        <source>the graphics card reads at most {limit} tokens, less than the conversation</source>
        <translation>la carte graphique lit au plus {limit} jetons, moins que la conversation</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="114"/>
        <source>waiting would not help: other programs hold the memory</source>
        <translation>attendre n&apos;aiderait pas : d&apos;autres programmes occupent la mémoire</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="117"/>
        <source>waiting would not help: the card would stay too full</source>
        <translation>attendre n&apos;aiderait pas : la carte resterait trop pleine</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="120"/>
        <source>answering on the processor is turned off</source>
        <translation>les réponses par le processeur sont désactivées</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="121"/>
        <source>too many requests wait for the processor</source>
        <translation>trop de demandes attendent le processeur</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="122"/>
        <source>the processor would take about {seconds} s, more than the {deadline} s allowed</source>
        <translation>le processeur prendrait environ {seconds} s, plus que les {deadline} s permises</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="126"/>
        <source>the conversation is longer than the {limit} tokens the processor reads</source>
        <translation>la conversation dépasse les {limit} jetons que lit le processeur</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="129"/>
        <source>the computer&apos;s memory is nearly full</source>
        <translation>la mémoire de l&apos;ordinateur est presque pleine</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="130"/>
        <source>no other computer is set up</source>
        <translation>aucun autre ordinateur n&apos;est configuré</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="131"/>
        <source>the other computer does not answer</source>
        <translation>l&apos;autre ordinateur ne répond pas</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="132"/>
        <source>the other computer only answers chats</source>
        <translation>l&apos;autre ordinateur ne répond qu&apos;aux chats</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="133"/>
        <source>tool calls stay on this computer</source>
        <translation>les appels d&apos;outils restent sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="134"/>
        <source>too many requests wait for the other computer</source>
        <translation>trop de demandes attendent l&apos;autre ordinateur</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="137"/>
        <source>the other computer would take about {seconds} s, too long</source>
        <translation>l&apos;autre ordinateur prendrait environ {seconds} s, trop long</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="140"/>
        <source>it waits for room in the loaded model</source>
        <translation>cela attend de la place dans le modèle chargé</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="143"/>
        <source>it waits for running work to free memory</source>
        <translation>cela attend que le travail en cours libère de la mémoire</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="147"/>
        <source>it reads at most {value} tokens of the conversation</source>
        <translation>cela lit au plus {value} jetons de la conversation</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="150"/>
        <source>the answer stops at {value} tokens</source>
        <translation>la réponse s&apos;arrête à {value} jetons</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="151"/>
        <source>the answer stops at {value} tokens (the processor reads {limit})</source>
        <translation>la réponse s&apos;arrête à {value} jetons (le processeur en lit {limit})</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="154"/>
        <source>a quicker, less thorough transcription (search width 1, not {value})</source>
        <translation>une transcription plus rapide, moins soignée (largeur de recherche 1 au lieu de {value})</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="157"/>
        <source>part of the work runs in the computer&apos;s memory (slower)</source>
        <translation>une partie du travail se fait dans la mémoire de l&apos;ordinateur (plus lent)</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="160"/>
        <source>{value} of {limit} layers on the graphics card, the rest on the processor (slower)</source>
        <translation>{value} couches sur {limit} sur la carte graphique, le reste sur le processeur (plus lent)</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="164"/>
        <source>answered by the smaller model {name}</source>
        <translation>réponse du modèle plus petit {name}</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="165"/>
        <source>answered by {name} on another computer ({host})</source>
        <translation>réponse de {name} sur un autre ordinateur ({host})</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="168"/>
        <source>slower than on the graphics card</source>
        <translation>plus lent que sur la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="169"/>
        <source>the transcription is slower than on the graphics card</source>
        <translation>la transcription est plus lente que sur la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="172"/>
        <source>waits for room in the loaded model</source>
        <translation>attend de la place dans le modèle chargé</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="173"/>
        <source>waits for memory on the graphics card</source>
        <translation>attend de la mémoire sur la carte graphique</translation>
    </message>
</context>
</TS>
