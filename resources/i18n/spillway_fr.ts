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
    <name>ChatLink</name>
    <message>
        <location filename="../../ui/chat_link.py" line="201"/>
        <source>sent with its middle cut</source>
        <translation>envoyé sans son milieu</translation>
    </message>
    <message>
        <location filename="../../ui/chat_link.py" line="240"/>
        <location filename="../../ui/chat_link.py" line="244"/>
        <source>not started</source>
        <translation>pas démarré</translation>
    </message>
    <message>
        <location filename="../../ui/chat_link.py" line="264"/>
        <source>failed: {kind}</source>
        <translation>échec : {kind}</translation>
    </message>
    <message>
        <location filename="../../ui/chat_link.py" line="358"/>
        <source>not sent</source>
        <translation>pas envoyé</translation>
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
        <location filename="../../ui/chat.py" line="259"/>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="259"/>
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="284"/>
        <source>Deleted “{title}”.</source>
        <translation>« {title} » supprimée.</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="370"/>
        <source>Editing an earlier message: sending replaces it and what follows. Esc cancels.</source>
        <translation>Modification d’un message précédent : l’envoi le remplace, ainsi que la suite. Échap annule.</translation>
    </message>
    <message>
        <location filename="../../ui/chat.py" line="386"/>
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
    <message>
        <location filename="../../ui/conversations.py" line="24"/>
        <source>New chat</source>
        <translation>Nouvelle discussion</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message numerus="yes">
        <location filename="../../ui/chat_view.py" line="129"/>
        <source>Show %n earlier</source>
        <translation>
            <numerusform>Afficher %n précédent</numerusform>
            <numerusform>Afficher %n précédents</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/chat_view.py" line="131"/>
        <source>{shown} of {total} messages</source>
        <translation>{shown} (sur {total} messages)</translation>
    </message>
</context>
<context>
    <name>ChatWords</name>
    <message>
        <location filename="../../ui/bridge.py" line="208"/>
        <source>It needs {needed}; {free} is free.</source>
        <translation>Elle demande {needed} ; {free} sont libres.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="27"/>
        <source>the graphics card ran out of memory</source>
        <translation>la carte graphique n’avait plus de mémoire</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="28"/>
        <source>the model&apos;s process stopped unexpectedly</source>
        <translation>le processus du modèle s’est arrêté de façon inattendue</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="29"/>
        <source>the model stopped answering</source>
        <translation>le modèle ne répondait plus</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="30"/>
        <source>the graphics driver stopped answering</source>
        <translation>le pilote graphique ne répondait plus</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="31"/>
        <source>there was no room to run it</source>
        <translation>il n’y avait pas de place pour l’exécuter</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="32"/>
        <source>Spillway stopped while it was written</source>
        <translation>Spillway s’est arrêté pendant l’écriture</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="33"/>
        <source>the request could not be used</source>
        <translation>la demande était inutilisable</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="34"/>
        <source>the model file could not be loaded</source>
        <translation>le fichier du modèle n’a pas pu être chargé</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="35"/>
        <source>something went wrong inside Spillway</source>
        <translation>un problème est survenu dans Spillway</translation>
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
        <translation>DISTANT</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="61"/>
        <source>{route}, ETA ~{seconds} s</source>
        <translation>{route}, reste ~{seconds} s</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="64"/>
        <source>queued on the {lane} lane, position {position}</source>
        <translation>en attente du {lane}, position {position}</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="70"/>
        <source>the {failed} failed ({why}); retrying on the {lane}</source>
        <translation>{failed} en panne ({why}) ; nouvel essai sur {lane}</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="78"/>
        <source>cut at the answer&apos;s token limit</source>
        <translation>coupée à la limite de jetons de la réponse</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="81"/>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="87"/>
        <source>attempt {n}</source>
        <translation>essai {n}</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="94"/>
        <source>{n} tokens/s</source>
        <translation>{n} jetons/s</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="97"/>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="104"/>
        <source>The answer stopped: {why}.</source>
        <translation>La réponse s’est arrêtée : {why}.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="106"/>
        <source>What was written is kept; Continue picks up from there.</source>
        <translation>Ce qui est écrit est gardé ; « Poursuivre » reprend à partir de là.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="114"/>
        <source>Not sent: this message is about {needed} tokens, and the model reads at most {available} here. Edit it to shorten it, or set “Long conversations” to “Leave out the middle” in Settings to send it with its middle left out.</source>
        <translation>Pas envoyé : ce message fait environ {needed} jetons, et le modèle en lit au plus {available} ici. Raccourcissez-le, ou réglez « Longues discussions » sur « Omettre le milieu » dans les Paramètres pour l’envoyer sans son milieu.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="135"/>
        <source>Spillway cannot take this request now: {reason}.</source>
        <translation>Spillway ne peut pas prendre cette demande maintenant : {reason}.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="138"/>
        <source>Try again in about {n} s.</source>
        <translation>Réessayez dans environ {n} s.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="147"/>
        <source>tool {call} (recorded result reused, not run again)</source>
        <translation>outil {call} (résultat enregistré réutilisé, pas réexécuté)</translation>
    </message>
    <message>
        <location filename="../../ui/chat_words.py" line="149"/>
        <source>tool {call}</source>
        <translation>outil {call}</translation>
    </message>
</context>
<context>
    <name>CloseGuard</name>
    <message>
        <location filename="../../ui/chat_close.py" line="75"/>
        <source>Quit Spillway?</source>
        <translation>Quitter Spillway ?</translation>
    </message>
    <message>
        <location filename="../../ui/chat_close.py" line="76"/>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <location filename="../../ui/chat_close.py" line="77"/>
        <source>Work is running: {work}. Quit anyway?</source>
        <translation>Du travail est en cours : {work}. Quitter quand même ?</translation>
    </message>
    <message>
        <location filename="../../ui/chat_close.py" line="80"/>
        <source>It stops now. Finished answers and transcripts are kept, and an answer cut short can be continued after the next start.</source>
        <translation>Il s’arrête maintenant. Les réponses et transcriptions terminées sont gardées, et une réponse interrompue pourra être poursuivie au prochain démarrage.</translation>
    </message>
    <message>
        <location filename="../../ui/chat_close.py" line="85"/>
        <source>Quit anyway</source>
        <translation>Quitter quand même</translation>
    </message>
    <message>
        <location filename="../../ui/chat_close.py" line="86"/>
        <source>Keep working</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="95"/>
        <source>an answer is being written</source>
        <translation>une réponse est en cours d’écriture</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="98"/>
        <source>files are being transcribed</source>
        <translation>des fichiers sont en cours de transcription</translation>
    </message>
</context>
<context>
    <name>CodeBlock</name>
    <message>
        <location filename="../../ui/chat_blocks.py" line="195"/>
        <source>Copy code</source>
        <translation>Copier le code</translation>
    </message>
    <message>
        <location filename="../../ui/chat_blocks.py" line="232"/>
        <source>Copied</source>
        <translation>Copié</translation>
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
    <message numerus="yes">
        <location filename="../../ui/chat_composer.py" line="187"/>
        <source>%n message(s) from the middle left out</source>
        <translation>
            <numerusform>%n message du milieu omis</numerusform>
            <numerusform>%n messages du milieu omis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/chat_composer.py" line="189"/>
        <source>%n message(s) from the oldest left out</source>
        <translation>
            <numerusform>%n des plus anciens messages omis</numerusform>
            <numerusform>%n des plus anciens messages omis</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/chat_composer.py" line="194"/>
        <source>How much of what the model can read this conversation takes. When it is full, Spillway leaves messages out as chosen in Settings (Long conversations).</source>
        <translation>La part de ce que le modèle peut lire qu’occupe cette discussion. Quand elle est pleine, Spillway omet des messages comme choisi dans les Paramètres (Longues discussions).</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../ui/status_words.py" line="60"/>
        <source>%n layer(s) on the GPU, the rest on the CPU</source>
        <translation>
            <numerusform>%n couche sur le GPU, le reste sur le CPU</numerusform>
            <numerusform>%n couches sur le GPU, le reste sur le CPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/status_words.py" line="64"/>
        <source>%n failure(s) in the window</source>
        <translation>
            <numerusform>%n panne dans la fenêtre</numerusform>
            <numerusform>%n pannes dans la fenêtre</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrillDialog</name>
    <message>
        <location filename="../../ui/drill_dialog.py" line="31"/>
        <source>Quick (about 1 minute)</source>
        <translation>Rapide (environ 1 minute)</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="32"/>
        <source>Full (about 2 minutes)</source>
        <translation>Complet (environ 2 minutes)</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="35"/>
        <source>quick</source>
        <translation>rapide</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="36"/>
        <source>full</source>
        <translation>complet</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="58"/>
        <source>Failover drill</source>
        <translation>Exercice de bascule</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="69"/>
        <source>The drill runs chats, transcriptions and an agent tool through a separate engine on a simulated GPU, injects memory pressure and faults, and checks that nothing accepted is lost or done twice. Your own chats keep working meanwhile, only slower.</source>
        <translation>L’exercice fait passer des discussions, des transcriptions et un outil d’agent par un moteur séparé sur un GPU simulé, provoque manque de mémoire et pannes, et vérifie que rien d’accepté n’est perdu ni fait deux fois. Vos propres discussions continuent pendant ce temps, plus lentement.</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="80"/>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="81"/>
        <source>S&amp;top</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="82"/>
        <source>&amp;Open report</source>
        <translation>&amp;Ouvrir le rapport</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="88"/>
        <source>Not run yet.</source>
        <translation>Pas encore lancé.</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="119"/>
        <source>Running the {profile} drill…</source>
        <translation>Exercice {profile} en cours…</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="128"/>
        <source>Stopping…</source>
        <translation>Arrêt en cours…</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="156"/>
        <source>The drill was stopped before it ended.</source>
        <translation>L’exercice a été arrêté avant la fin.</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="159"/>
        <source>Passed: every criterion held. The report has the details.</source>
        <translation>Réussi : chaque critère a tenu. Le rapport donne les détails.</translation>
    </message>
    <message>
        <location filename="../../ui/drill_dialog.py" line="163"/>
        <source>Failed: at least one criterion did not hold. See the report.</source>
        <translation>Échec : au moins un critère n’a pas tenu. Voir le rapport.</translation>
    </message>
</context>
<context>
    <name>EngineBridge</name>
    <message>
        <location filename="../../ui/bridge.py" line="149"/>
        <source>Cannot send this request</source>
        <translation>Impossible d’envoyer cette demande</translation>
    </message>
    <message>
        <location filename="../../ui/bridge.py" line="151"/>
        <source>Cannot record this request</source>
        <translation>Impossible d’enregistrer cette demande</translation>
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
        <translation>Albanais</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="15"/>
        <source>Amharic</source>
        <translation>Amharique</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="16"/>
        <source>Arabic</source>
        <translation>Arabe</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="17"/>
        <source>Armenian</source>
        <translation>Arménien</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="18"/>
        <source>Assamese</source>
        <translation>Assamais</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="19"/>
        <source>Azerbaijani</source>
        <translation>Azéri</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="20"/>
        <source>Bashkir</source>
        <translation>Bachkir</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="21"/>
        <source>Basque</source>
        <translation>Basque</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="22"/>
        <source>Belarusian</source>
        <translation>Biélorusse</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="23"/>
        <source>Bengali</source>
        <translation>Bengali</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="24"/>
        <source>Bosnian</source>
        <translation>Bosniaque</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="25"/>
        <source>Breton</source>
        <translation>Breton</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="26"/>
        <source>Bulgarian</source>
        <translation>Bulgare</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="27"/>
        <source>Cantonese</source>
        <translation>Cantonais</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="28"/>
        <source>Catalan</source>
        <translation>Catalan</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="29"/>
        <source>Chinese</source>
        <translation>Chinois</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="30"/>
        <source>Croatian</source>
        <translation>Croate</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="31"/>
        <source>Czech</source>
        <translation>Tchèque</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="32"/>
        <source>Danish</source>
        <translation>Danois</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="33"/>
        <source>Dutch</source>
        <translation>Néerlandais</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="34"/>
        <location filename="../../ui/language_picker.py" line="32"/>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="35"/>
        <source>Estonian</source>
        <translation>Estonien</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="36"/>
        <source>Faroese</source>
        <translation>Féroïen</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="37"/>
        <source>Finnish</source>
        <translation>Finnois</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="38"/>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="39"/>
        <source>Galician</source>
        <translation>Galicien</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="40"/>
        <source>Georgian</source>
        <translation>Géorgien</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="41"/>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="42"/>
        <source>Greek</source>
        <translation>Grec</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="43"/>
        <source>Gujarati</source>
        <translation>Goudjarati</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="44"/>
        <source>Haitian Creole</source>
        <translation>Créole haïtien</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="45"/>
        <source>Hausa</source>
        <translation>Haoussa</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="46"/>
        <source>Hawaiian</source>
        <translation>Hawaïen</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="47"/>
        <source>Hebrew</source>
        <translation>Hébreu</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="48"/>
        <source>Hindi</source>
        <translation>Hindi</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="49"/>
        <source>Hungarian</source>
        <translation>Hongrois</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="50"/>
        <source>Icelandic</source>
        <translation>Islandais</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="51"/>
        <source>Indonesian</source>
        <translation>Indonésien</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="52"/>
        <source>Italian</source>
        <translation>Italien</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="53"/>
        <source>Japanese</source>
        <translation>Japonais</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="54"/>
        <source>Javanese</source>
        <translation>Javanais</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="55"/>
        <source>Kannada</source>
        <translation>Kannada</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="56"/>
        <source>Kazakh</source>
        <translation>Kazakh</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="57"/>
        <source>Khmer</source>
        <translation>Khmer</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="58"/>
        <source>Korean</source>
        <translation>Coréen</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="59"/>
        <source>Lao</source>
        <translation>Laotien</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="60"/>
        <source>Latin</source>
        <translation>Latin</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="61"/>
        <source>Latvian</source>
        <translation>Letton</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="62"/>
        <source>Lingala</source>
        <translation>Lingala</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="63"/>
        <source>Lithuanian</source>
        <translation>Lituanien</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="64"/>
        <source>Luxembourgish</source>
        <translation>Luxembourgeois</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="65"/>
        <source>Macedonian</source>
        <translation>Macédonien</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="66"/>
        <source>Malagasy</source>
        <translation>Malgache</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="67"/>
        <source>Malay</source>
        <translation>Malais</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="68"/>
        <source>Malayalam</source>
        <translation>Malayalam</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="69"/>
        <source>Maltese</source>
        <translation>Maltais</translation>
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
        <translation>Mongol</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="73"/>
        <source>Myanmar</source>
        <translation>Birman</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="74"/>
        <source>Nepali</source>
        <translation>Népalais</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="75"/>
        <source>Norwegian</source>
        <translation>Norvégien</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="76"/>
        <source>Nynorsk</source>
        <translation>Nynorsk</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="77"/>
        <source>Occitan</source>
        <translation>Occitan</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="78"/>
        <source>Pashto</source>
        <translation>Pachto</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="79"/>
        <source>Persian</source>
        <translation>Persan</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="80"/>
        <source>Polish</source>
        <translation>Polonais</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="81"/>
        <source>Portuguese</source>
        <translation>Portugais</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="82"/>
        <source>Punjabi</source>
        <translation>Pendjabi</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="83"/>
        <source>Romanian</source>
        <translation>Roumain</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="84"/>
        <source>Russian</source>
        <translation>Russe</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="85"/>
        <source>Sanskrit</source>
        <translation>Sanskrit</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="86"/>
        <source>Serbian</source>
        <translation>Serbe</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="87"/>
        <source>Shona</source>
        <translation>Shona</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="88"/>
        <source>Sindhi</source>
        <translation>Sindhi</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="89"/>
        <source>Sinhala</source>
        <translation>Singhalais</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="90"/>
        <source>Slovak</source>
        <translation>Slovaque</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="91"/>
        <source>Slovenian</source>
        <translation>Slovène</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="92"/>
        <source>Somali</source>
        <translation>Somali</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="93"/>
        <source>Spanish</source>
        <translation>Espagnol</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="94"/>
        <source>Sundanese</source>
        <translation>Sundanais</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="95"/>
        <source>Swahili</source>
        <translation>Swahili</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="96"/>
        <source>Swedish</source>
        <translation>Suédois</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="97"/>
        <source>Tagalog</source>
        <translation>Tagalog</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="98"/>
        <source>Tajik</source>
        <translation>Tadjik</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="99"/>
        <source>Tamil</source>
        <translation>Tamoul</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="100"/>
        <source>Tatar</source>
        <translation>Tatar</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="101"/>
        <source>Telugu</source>
        <translation>Télougou</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="102"/>
        <source>Thai</source>
        <translation>Thaï</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="103"/>
        <source>Tibetan</source>
        <translation>Tibétain</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="104"/>
        <source>Turkish</source>
        <translation>Turc</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="105"/>
        <source>Turkmen</source>
        <translation>Turkmène</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="106"/>
        <source>Ukrainian</source>
        <translation>Ukrainien</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="107"/>
        <source>Urdu</source>
        <translation>Ourdou</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="108"/>
        <source>Uzbek</source>
        <translation>Ouzbek</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="109"/>
        <source>Vietnamese</source>
        <translation>Vietnamien</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="110"/>
        <source>Welsh</source>
        <translation>Gallois</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="111"/>
        <source>Yiddish</source>
        <translation>Yiddish</translation>
    </message>
    <message>
        <location filename="../../ui/language_names.py" line="112"/>
        <source>Yoruba</source>
        <translation>Yoruba</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="37"/>
        <location filename="../../ui/language_picker.py" line="65"/>
        <source>Auto-detect</source>
        <translation>Détection automatique</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="41"/>
        <source>{name} (as asked)</source>
        <translation>{name} (choisi)</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="46"/>
        <source>{name} (detected)</source>
        <translation>{name} (détecté)</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="51"/>
        <source>{name} (detected, {percent}%)</source>
        <translation>{name} (détecté, {percent} %)</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="76"/>
        <source>Spoken language</source>
        <translation>Langue parlée</translation>
    </message>
    <message>
        <location filename="../../ui/language_picker.py" line="79"/>
        <source>The language spoken in the files; Auto-detect guesses it</source>
        <translation>La langue parlée dans les fichiers ; la détection automatique la devine</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="108"/>
        <source>&amp;Chat</source>
        <translation>&amp;Discussion</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="109"/>
        <source>&amp;Transcribe</source>
        <translation>&amp;Transcrire</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="110"/>
        <source>&amp;Status</source>
        <translation>Ét&amp;at</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="111"/>
        <source>Views</source>
        <translation>Vues</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="85"/>
        <location filename="../../ui/main_window.py" line="119"/>
        <source>Engine state</source>
        <translation>État du moteur</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="87"/>
        <source>Starting the engine…</source>
        <translation>Démarrage du moteur…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="123"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="125"/>
        <source>&amp;New chat</source>
        <translation>&amp;Nouvelle discussion</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="128"/>
        <source>&amp;Transcribe file…</source>
        <translation>&amp;Transcrire un fichier…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="132"/>
        <source>&amp;Export transcript…</source>
        <translation>&amp;Exporter la transcription…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="133"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="134"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="142"/>
        <source>Choose &amp;models…</source>
        <translation>Choisir les &amp;modèles…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="146"/>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="147"/>
        <source>&amp;Pause GPU use</source>
        <translation>&amp;Suspendre l’usage du GPU</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="153"/>
        <source>Run the failover &amp;drill…</source>
        <translation>Lancer l’&amp;exercice de bascule…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="263"/>
        <source>The failover drill is not available here</source>
        <translation>L’exercice de bascule n’est pas disponible ici</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <location filename="../../ui/message.py" line="35"/>
        <source>Continue</source>
        <translation>Poursuivre</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="36"/>
        <source>Ask the model to go on with this answer</source>
        <translation>Demander au modèle de poursuivre cette réponse</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="40"/>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="41"/>
        <source>Ask again</source>
        <translation>Redemander</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="45"/>
        <source>Send with the middle cut</source>
        <translation>Envoyer sans le milieu</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="46"/>
        <source>Send it with its middle left out, so that it fits</source>
        <translation>L’envoyer sans son milieu, pour qu’il tienne</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="50"/>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="51"/>
        <source>Change this message and send it again (what follows is replaced)</source>
        <translation>Modifier ce message et le renvoyer (la suite est remplacée)</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="57"/>
        <source>Regenerate</source>
        <translation>Régénérer</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="58"/>
        <source>Ask for another answer</source>
        <translation>Demander une autre réponse</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="62"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="63"/>
        <source>Copy the message&apos;s text</source>
        <translation>Copier le texte du message</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="67"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="68"/>
        <source>Delete this message (Undo brings it back)</source>
        <translation>Supprimer ce message (Annuler le rétablit)</translation>
    </message>
    <message>
        <location filename="../../ui/message.py" line="200"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/message.py" line="207"/>
        <source>Show all (%Ln characters)</source>
        <translation>
            <numerusform>Tout afficher (%Ln caractère)</numerusform>
            <numerusform>Tout afficher (%Ln caractères)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelPickerDialog</name>
    <message>
        <location filename="../../ui/model_picker.py" line="55"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="56"/>
        <source>Architecture</source>
        <translation>Architecture</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="57"/>
        <source>Quantisation</source>
        <translation>Quantification</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="58"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="59"/>
        <source>Found in</source>
        <translation>Trouvé dans</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="60"/>
        <source>Fits now</source>
        <translation>Tient maintenant</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="63"/>
        <source>all on the GPU</source>
        <translation>tout sur le GPU</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="64"/>
        <source>KV cache in host RAM</source>
        <translation>cache KV en mémoire vive</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="65"/>
        <source>CPU only</source>
        <translation>CPU seul</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="70"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="86"/>
        <source>Choose models</source>
        <translation>Choisir les modèles</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="102"/>
        <source>Scan a folder…</source>
        <translation>Parcourir un dossier…</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="103"/>
        <source>Scan again</source>
        <translation>Chercher à nouveau</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="131"/>
        <source>The chat model answers; the fallback, a smaller chat model, answers when the chat model does not fit. Models other programs keep are listed too: choosing one adds it by reference, without a copy. Spillway loads the models you choose from its next start.</source>
        <translation>Le modèle de discussion répond ; le modèle de secours, un modèle plus petit, répond quand le premier ne tient pas. Les modèles d’autres programmes sont aussi listés : en choisir un l’ajoute par référence, sans copie. Spillway charge les modèles choisis à son prochain démarrage.</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="140"/>
        <source>Chat model</source>
        <translation>Modèle de discussion</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="141"/>
        <source>Fallback</source>
        <translation>Secours</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="163"/>
        <source>Looking for models…</source>
        <translation>Recherche des modèles…</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="230"/>
        <source>Offered as the fallback: {name}, a smaller chat model. It answers when the chat model does not fit. Choose {none} to have no fallback.</source>
        <translation>Proposé comme secours : {name}, un modèle plus petit. Il répond quand le modèle de discussion ne tient pas. Choisissez {none} pour ne pas en avoir.</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="255"/>
        <source>Adding the chosen models…</source>
        <translation>Ajout des modèles choisis…</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="267"/>
        <source>Choose a chat model.</source>
        <translation>Choisissez un modèle de discussion.</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="269"/>
        <source>The fallback must be another model than the chat model.</source>
        <translation>Le secours doit être un autre modèle que celui de discussion.</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="288"/>
        <source>Scan a folder for GGUF models</source>
        <translation>Chercher des modèles GGUF dans un dossier</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="326"/>
        <source>added</source>
        <translation>ajouté</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="328"/>
        <source>folder: {file}</source>
        <translation>dossier : {file}</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="336"/>
        <source>split: {n} of {total} layers on the GPU</source>
        <translation>partagé : {n} couches sur {total} sur le GPU</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="343"/>
        <source>refused: {reason}</source>
        <translation>refusé : {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="347"/>
        <source>does not fit now</source>
        <translation>ne tient pas maintenant</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="356"/>
        <source>fits</source>
        <translation>tient</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="357"/>
        <source>does not fit</source>
        <translation>ne tient pas</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="359"/>
        <source>{profile}: GPU {gpu}, host RAM {host}: {verdict}</source>
        <translation>{profile} : GPU {gpu}, mémoire vive {host} : {verdict}</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <location filename="../../ui/notifications_area.py" line="34"/>
        <source>Notification</source>
        <translation>Notification</translation>
    </message>
    <message>
        <location filename="../../ui/notifications_area.py" line="38"/>
        <source>Dismiss the notification</source>
        <translation>Fermer la notification</translation>
    </message>
    <message>
        <location filename="../../ui/notifications_area.py" line="39"/>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>NotificationArea</name>
    <message>
        <location filename="../../ui/notifications_area.py" line="66"/>
        <source>Notifications</source>
        <translation>Notifications</translation>
    </message>
</context>
<context>
    <name>OrderedChoices</name>
    <message>
        <location filename="../../ui/ordered_choices.py" line="48"/>
        <source>Move &amp;up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <location filename="../../ui/ordered_choices.py" line="49"/>
        <source>Move do&amp;wn</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <location filename="../../ui/ordered_choices.py" line="69"/>
        <source>{name}: check and order the items</source>
        <translation>{name} : cocher et ordonner les éléments</translation>
    </message>
    <message>
        <location filename="../../ui/ordered_choices.py" line="111"/>
        <source>{name} (unknown)</source>
        <translation>{name} (inconnu)</translation>
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
        <location filename="../../ui/reason_words.py" line="106"/>
        <source>the smaller speech model understands English only</source>
        <translation>le petit modèle vocal ne comprend que l’anglais</translation>
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
        <location filename="../../ui/reason_words.py" line="109"/>
        <source>the smaller model does not fit either: the graphics card has {free} free and it needs {needed} more</source>
        <translation>le modèle plus petit ne tient pas non plus : la carte graphique a {free} de libre et il lui faut {needed} de plus</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="114"/>
        <source>the graphics card reads at most {limit} tokens, less than the conversation</source>
        <translation>la carte graphique lit au plus {limit} jetons, moins que la conversation</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="117"/>
        <source>waiting would not help: other programs hold the memory</source>
        <translation>attendre n&apos;aiderait pas : d&apos;autres programmes occupent la mémoire</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="120"/>
        <source>waiting would not help: the card would stay too full</source>
        <translation>attendre n&apos;aiderait pas : la carte resterait trop pleine</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="123"/>
        <source>answering on the processor is turned off</source>
        <translation>les réponses par le processeur sont désactivées</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="124"/>
        <source>too many requests wait for the processor</source>
        <translation>trop de demandes attendent le processeur</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="125"/>
        <source>the processor would take about {seconds} s, more than the {deadline} s allowed</source>
        <translation>le processeur prendrait environ {seconds} s, plus que les {deadline} s permises</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="129"/>
        <source>the conversation is longer than the {limit} tokens the processor reads</source>
        <translation>la conversation dépasse les {limit} jetons que lit le processeur</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="132"/>
        <source>the computer&apos;s memory is nearly full</source>
        <translation>la mémoire de l&apos;ordinateur est presque pleine</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="133"/>
        <source>no other computer is set up</source>
        <translation>aucun autre ordinateur n&apos;est configuré</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="134"/>
        <source>the other computer does not answer</source>
        <translation>l&apos;autre ordinateur ne répond pas</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="135"/>
        <source>the other computer only answers chats</source>
        <translation>l&apos;autre ordinateur ne répond qu&apos;aux chats</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="136"/>
        <source>tool calls stay on this computer</source>
        <translation>les appels d&apos;outils restent sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="137"/>
        <source>too many requests wait for the other computer</source>
        <translation>trop de demandes attendent l&apos;autre ordinateur</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="140"/>
        <source>the other computer would take about {seconds} s, too long</source>
        <translation>l&apos;autre ordinateur prendrait environ {seconds} s, trop long</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="143"/>
        <source>it waits for room in the loaded model</source>
        <translation>cela attend de la place dans le modèle chargé</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="146"/>
        <source>it waits for running work to free memory</source>
        <translation>cela attend que le travail en cours libère de la mémoire</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="150"/>
        <source>it reads at most {value} tokens of the conversation</source>
        <translation>cela lit au plus {value} jetons de la conversation</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="153"/>
        <source>the answer stops at {value} tokens</source>
        <translation>la réponse s&apos;arrête à {value} jetons</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="154"/>
        <source>the answer stops at {value} tokens (the processor reads {limit})</source>
        <translation>la réponse s&apos;arrête à {value} jetons (le processeur en lit {limit})</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="157"/>
        <source>a quicker, less thorough transcription (search width 1, not {value})</source>
        <translation>une transcription plus rapide, moins soignée (largeur de recherche 1 au lieu de {value})</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="160"/>
        <source>part of the work runs in the computer&apos;s memory (slower)</source>
        <translation>une partie du travail se fait dans la mémoire de l&apos;ordinateur (plus lent)</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="163"/>
        <source>{value} of {limit} layers on the graphics card, the rest on the processor (slower)</source>
        <translation>{value} couches sur {limit} sur la carte graphique, le reste sur le processeur (plus lent)</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="167"/>
        <source>answered by the smaller model {name}</source>
        <translation>réponse du modèle plus petit {name}</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="168"/>
        <source>transcribed by the smaller speech model {name}</source>
        <translation>transcrit par le petit modèle vocal {name}</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="171"/>
        <source>English only: speech in another language comes out wrong</source>
        <translation>anglais seulement : une autre langue est mal transcrite</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="174"/>
        <source>answered by {name} on another computer ({host})</source>
        <translation>réponse de {name} sur un autre ordinateur ({host})</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="177"/>
        <source>slower than on the graphics card</source>
        <translation>plus lent que sur la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="178"/>
        <source>the transcription is slower than on the graphics card</source>
        <translation>la transcription est plus lente que sur la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="181"/>
        <source>waits for room in the loaded model</source>
        <translation>attend de la place dans le modèle chargé</translation>
    </message>
    <message>
        <location filename="../../ui/reason_words.py" line="182"/>
        <source>waits for memory on the graphics card</source>
        <translation>attend de la mémoire sur la carte graphique</translation>
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
        <location filename="../../ui/setting_words.py" line="23"/>
        <source>Chat model</source>
        <translation>Modèle de discussion</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="24"/>
        <source>The chat model.</source>
        <translation>Le modèle de discussion.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="26"/>
        <source>Default answer length</source>
        <translation>Longueur de réponse par défaut</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="27"/>
        <source>Longest answer, in tokens, when a request does not say.</source>
        <translation>Réponse la plus longue, en jetons, quand la demande ne le précise pas.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="29"/>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="30"/>
        <source>How freely the chat model picks its words: 0 gives the same answer every time, higher values vary more.</source>
        <translation>La liberté du modèle dans le choix des mots : 0 donne toujours la même réponse, plus haut varie davantage.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="36"/>
        <source>System prompt</source>
        <translation>Prompt système</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="37"/>
        <source>Instructions the chat model reads before every conversation (a role, a tone, a language); empty for none.</source>
        <translation>Instructions que le modèle lit avant chaque discussion (un rôle, un ton, une langue) ; vide pour aucune.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="43"/>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="44"/>
        <source>Colours of the window: follow the system&apos;s light or dark scheme, or always light, or always dark.</source>
        <translation>Couleurs de la fenêtre : suivre le thème clair ou sombre du système, ou toujours clair, ou toujours sombre.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="57"/>
        <source>GPU headroom (share)</source>
        <translation>Réserve GPU (part)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="58"/>
        <source>Share of the graphics card kept free for kernels and other programs.</source>
        <translation>Part de la carte graphique laissée libre pour les noyaux de calcul et les autres programmes.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="63"/>
        <source>GPU headroom (fixed)</source>
        <translation>Réserve GPU (fixe)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="64"/>
        <source>Memory always kept free on the graphics card, on top of the share above.</source>
        <translation>Mémoire toujours laissée libre sur la carte graphique, en plus de la part ci-dessus.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="69"/>
        <source>Pressure threshold</source>
        <translation>Seuil de pression</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="70"/>
        <source>Fraction of the usable graphics memory (after headroom) above which new work is not started on the GPU as asked.</source>
        <translation>Part de la mémoire graphique utilisable (après la réserve) au-delà de laquelle un nouveau travail ne démarre plus sur le GPU comme demandé.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="76"/>
        <source>Estimate margin</source>
        <translation>Marge d’estimation</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="77"/>
        <source>Safety margin added to every memory estimate, for fragmentation.</source>
        <translation>Marge de sécurité ajoutée à chaque estimation de mémoire, pour la fragmentation.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="82"/>
        <source>Margin on observed use</source>
        <translation>Marge sur l’usage observé</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="83"/>
        <source>Added to the memory the driver reports in use, because caches and pending work make that number too low.</source>
        <translation>Ajoutée à la mémoire que le pilote dit occupée, car les caches et le travail en cours rendent ce chiffre trop bas.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="89"/>
        <source>Under pressure, try</source>
        <translation>En cas de pression, essayer</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="90"/>
        <source>What to try, in order, when the GPU cannot take a request as asked; refusing is always the last resort.</source>
        <translation>Ce qui est essayé, dans l’ordre, quand le GPU ne peut pas prendre une demande telle quelle ; refuser reste toujours le dernier recours.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="96"/>
        <source>GPU queue length</source>
        <translation>File d’attente GPU</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="97"/>
        <source>Most requests that may wait for the GPU; more are refused as over capacity.</source>
        <translation>Nombre maximal de demandes en attente du GPU ; au-delà, elles sont refusées pour surcharge.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="102"/>
        <source>GPU queue wait limit</source>
        <translation>Attente GPU maximale</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="103"/>
        <source>Longest a request may wait for the GPU before it is refused as over capacity.</source>
        <translation>Durée maximale d’attente d’une demande pour le GPU avant d’être refusée pour surcharge.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="108"/>
        <source>GPU requests at once</source>
        <translation>Demandes GPU simultanées</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="109"/>
        <source>How many requests the GPU works on at once (one per model).</source>
        <translation>Nombre de demandes que le GPU traite à la fois (une par modèle).</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="111"/>
        <source>GPU chats answered together</source>
        <translation>Discussions GPU traitées ensemble</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="112"/>
        <source>How many chats the GPU&apos;s chat model answers together; each has its own share of the model&apos;s memory for its conversation.</source>
        <translation>Combien de discussions le modèle de chat du GPU traite ensemble ; chacune dispose de sa propre part de la mémoire du modèle pour sa conversation.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="118"/>
        <source>Failures before pausing the GPU</source>
        <translation>Pannes avant de mettre le GPU en pause</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="119"/>
        <source>Failures within the window after which the GPU is marked unavailable.</source>
        <translation>Pannes dans la fenêtre après lesquelles le GPU est marqué indisponible.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="124"/>
        <source>Failure window</source>
        <translation>Fenêtre des pannes</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="125"/>
        <source>How far back failures are counted.</source>
        <translation>Jusqu’où dans le passé les pannes sont comptées.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="127"/>
        <source>First pause</source>
        <translation>Première pause</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="128"/>
        <source>How long the GPU stays unavailable before it is tried again.</source>
        <translation>Durée pendant laquelle le GPU reste indisponible avant un nouvel essai.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="130"/>
        <source>Pause growth</source>
        <translation>Croissance de la pause</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="131"/>
        <source>Factor by which that wait grows after each failed retry.</source>
        <translation>Facteur par lequel cette attente croît après chaque essai raté.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="133"/>
        <source>Longest pause</source>
        <translation>Pause la plus longue</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="134"/>
        <source>Longest the GPU stays unavailable between two retries.</source>
        <translation>Durée maximale d’indisponibilité du GPU entre deux essais.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="136"/>
        <source>Worker heartbeat</source>
        <translation>Signal de vie des processus</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="137"/>
        <source>How often each model process reports that it is alive.</source>
        <translation>Fréquence à laquelle chaque processus de modèle signale qu’il est en vie.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="139"/>
        <source>CPU queue length</source>
        <translation>File d’attente CPU</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="140"/>
        <source>Most requests that may wait for the CPU; more are refused as over capacity.</source>
        <translation>Nombre maximal de demandes en attente du CPU ; au-delà, elles sont refusées pour surcharge.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="145"/>
        <source>CPU queue wait limit</source>
        <translation>Attente CPU maximale</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="146"/>
        <source>Longest a request may wait for the CPU before it is refused as over capacity.</source>
        <translation>Durée maximale d’attente d’une demande pour le CPU avant d’être refusée pour surcharge.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="151"/>
        <source>CPU requests at once</source>
        <translation>Demandes CPU simultanées</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="152"/>
        <source>How many requests the CPU works on at once (one per model).</source>
        <translation>Nombre de demandes que le CPU traite à la fois (une par modèle).</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="154"/>
        <source>CPU chats answered together</source>
        <translation>Discussions CPU traitées ensemble</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="155"/>
        <source>How many chats the CPU&apos;s chat model answers together; each has its own share of the model&apos;s memory for its conversation.</source>
        <translation>Combien de discussions le modèle de chat du CPU traite ensemble ; chacune dispose de sa propre part de la mémoire du modèle pour sa conversation.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="161"/>
        <source>CPU copy of the model</source>
        <translation>Copie CPU du modèle</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="162"/>
        <source>warm: a CPU copy of the model is loaded at start; on-demand: it is loaded when first needed; none: no CPU fallback.</source>
        <translation>Chargée au démarrage : une copie CPU du modèle est prête d’emblée ; au premier besoin : elle est chargée quand il le faut ; aucune : pas de repli sur le CPU.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="168"/>
        <source>RAM kept free (fixed)</source>
        <translation>Mémoire vive libre (fixe)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="169"/>
        <source>System memory always kept free for other programs.</source>
        <translation>Mémoire vive toujours laissée libre pour les autres programmes.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="171"/>
        <source>RAM kept free (share)</source>
        <translation>Mémoire vive libre (part)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="172"/>
        <source>Share of system memory always kept free; the larger of this and the amount above is kept.</source>
        <translation>Part de la mémoire vive toujours laissée libre ; la plus grande de cette part et de la quantité ci-dessus est gardée.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="177"/>
        <source>GPU context cap</source>
        <translation>Contexte max. GPU</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="178"/>
        <source>Longest conversation, in tokens, a GPU request may use.</source>
        <translation>Discussion la plus longue, en jetons, qu’une demande GPU peut utiliser.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="180"/>
        <source>CPU context cap</source>
        <translation>Contexte max. CPU</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="181"/>
        <source>Longest conversation, in tokens, a CPU request may use.</source>
        <translation>Discussion la plus longue, en jetons, qu’une demande CPU peut utiliser.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="183"/>
        <source>GPU model context</source>
        <translation>Contexte du modèle GPU</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="184"/>
        <source>Context size the GPU copy of the model is loaded with.</source>
        <translation>Taille de contexte avec laquelle la copie GPU du modèle est chargée.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="186"/>
        <source>Fallback chat model</source>
        <translation>Modèle de secours</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="187"/>
        <source>A smaller chat model to use when the main one does not fit; empty for none.</source>
        <translation>Un modèle de discussion plus petit, utilisé quand le principal ne tient pas ; vide pour aucun.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="192"/>
        <source>Speech model</source>
        <translation>Modèle vocal</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="198"/>
        <source>Fallback speech model</source>
        <translation>Modèle vocal de secours</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="199"/>
        <source>A smaller speech model for when the main one does not fit; English only, so it takes only English or detected speech; empty for none.</source>
        <translation>Un modèle vocal plus petit, quand le principal ne tient pas ; anglais seulement, donc pour l’anglais ou la langue détectée uniquement ; vide pour aucun.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="193"/>
        <source>The speech-to-text model (whisper-tiny-en: smaller and faster, English only).</source>
        <translation>Le modèle de parole en texte (whisper-tiny-en : plus petit et plus rapide, anglais seulement).</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="205"/>
        <source>Speech model precision</source>
        <translation>Précision du modèle vocal</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="206"/>
        <source>Number format the speech model computes in.</source>
        <translation>Format de nombres dans lequel calcule le modèle vocal.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="208"/>
        <source>Serve the local API</source>
        <translation>Servir l’API locale</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="209"/>
        <source>Serve an OpenAI-compatible API to other programs and devices (same admission and failover as the window).</source>
        <translation>Servir une API compatible OpenAI aux autres programmes et appareils (même admission et même bascule que la fenêtre).</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="215"/>
        <source>API address</source>
        <translation>Adresse de l’API</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="216"/>
        <source>Address the API listens on; anything but this computer (127.0.0.1) requires the key below.</source>
        <translation>Adresse d’écoute de l’API ; toute autre que cet ordinateur (127.0.0.1) exige la clé ci-dessous.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="222"/>
        <source>API port</source>
        <translation>Port de l’API</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="223"/>
        <source>Port the API listens on.</source>
        <translation>Port d’écoute de l’API.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="225"/>
        <source>API key</source>
        <translation>Clé de l’API</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="226"/>
        <source>Bearer key clients must send when the API is reachable from other machines; made for you on first enable.</source>
        <translation>Clé (Bearer) que les clients doivent envoyer quand l’API est joignable depuis d’autres machines ; créée pour vous à la première activation.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="232"/>
        <source>Remote server address</source>
        <translation>Adresse du serveur distant</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="233"/>
        <source>An OpenAI-compatible server on another machine at home (llama-server, Ollama, vLLM, another Spillway), such as http://192.168.1.20:11434/v1; empty for none. Add &quot;remote&quot; to the pressure policy to use it.</source>
        <translation>Un serveur compatible OpenAI sur une autre machine de la maison (llama-server, Ollama, vLLM, un autre Spillway), comme http://192.168.1.20:11434/v1 ; vide pour aucun. Pour l’utiliser, cochez « le serveur distant » sous « En cas de pression, essayer ».</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="240"/>
        <source>Remote model</source>
        <translation>Modèle distant</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="241"/>
        <source>The model to ask the remote server for; empty for the first one it lists.</source>
        <translation>Le modèle à demander au serveur distant ; vide pour le premier qu’il liste.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="246"/>
        <source>Remote server key</source>
        <translation>Clé du serveur distant</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="247"/>
        <source>Bearer key the remote server wants, if any.</source>
        <translation>Clé (Bearer) que demande le serveur distant, s’il en veut une.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="249"/>
        <source>Remote queue length</source>
        <translation>File d’attente distante</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="250"/>
        <source>Most requests that may wait for the remote server.</source>
        <translation>Nombre maximal de demandes en attente du serveur distant.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="252"/>
        <source>Remote answer time limit</source>
        <translation>Délai de réponse distant</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="253"/>
        <source>Longest a remote answer may take.</source>
        <translation>Durée maximale d’une réponse distante.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="255"/>
        <source>Longest subtitle cue (text)</source>
        <translation>Sous-titre le plus long (texte)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="256"/>
        <source>Longest subtitle cue, in characters (two lines of 42); longer segments are split at word boundaries.</source>
        <translation>Sous-titre le plus long, en caractères (deux lignes de 42) ; les segments plus longs sont coupés entre deux mots.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="262"/>
        <source>Longest subtitle cue (time)</source>
        <translation>Sous-titre le plus long (durée)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="263"/>
        <source>Longest time one subtitle cue stays on screen; longer segments are split.</source>
        <translation>Durée maximale d’affichage d’un sous-titre ; les segments plus longs sont coupés.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="268"/>
        <source>Long conversations</source>
        <translation>Longues discussions</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="269"/>
        <source>When a conversation outgrows what the model can read: rolling leaves out the oldest messages (the system prompt stays); truncate-middle keeps the first and the newest and leaves out the middle, cutting the middle of a message that alone is too long.</source>
        <translation>Quand une discussion dépasse ce que le modèle peut lire : « Omettre les plus anciens messages » retire les plus anciens (le prompt système reste) ; « Omettre le milieu » garde le premier et les plus récents et retire le milieu, y compris au milieu d’un message trop long à lui seul.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="277"/>
        <source>Close to the tray</source>
        <translation>Fermer dans la zone de notification</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="278"/>
        <source>Closing the window keeps Spillway running in the system tray (where the desktop has one); Quit ends it.</source>
        <translation>Fermer la fenêtre laisse Spillway tourner dans la zone de notification (si le bureau en a une) ; « Quitter » l’arrête.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="284"/>
        <source>Skip silence in audio</source>
        <translation>Ignorer les silences</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="285"/>
        <source>Skip silence before transcribing (voice activity detection): silence gives no words instead of invented ones.</source>
        <translation>Ignorer les silences avant de transcrire (détection d’activité vocale) : un silence ne donne aucun mot au lieu de mots inventés.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="291"/>
        <source>Start at log-in</source>
        <translation>Démarrer à la connexion</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="292"/>
        <source>Start Spillway when you log in, in the tray, to watch the GPU from the start (an entry in the desktop&apos;s autostart folder).</source>
        <translation>Démarrer Spillway à la connexion, dans la zone de notification, pour surveiller le GPU dès le début (une entrée dans le dossier de démarrage automatique du bureau).</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="299"/>
        <source>GPU headroom and pressure</source>
        <translation>Réserve et pression GPU</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="300"/>
        <source>Circuit breaker</source>
        <translation>Disjoncteur</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="301"/>
        <source>CPU lane and RAM guard</source>
        <translation>CPU et mémoire vive</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="302"/>
        <source>Context caps</source>
        <translation>Contexte et réponses</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="303"/>
        <source>Models</source>
        <translation>Modèles</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="304"/>
        <source>Local API</source>
        <translation>API locale</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="305"/>
        <source>Remote server</source>
        <translation>Serveur distant</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="306"/>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="307"/>
        <source>Transcription</source>
        <translation>Transcription</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="308"/>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="309"/>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="312"/>
        <source>tokens</source>
        <translation>jetons</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="50"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="51"/>
        <source>Language of the window: follow the system&apos;s, or always English, German or French (applies at the next start).</source>
        <translation>Langue de la fenêtre : suivre celle du système, ou toujours anglais, allemand ou français (au prochain démarrage).</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="313"/>
        <source>characters</source>
        <translation>caractères</translation>
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
        <translation>Comme le système</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="320"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="321"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="330"/>
        <source>wait for the GPU</source>
        <translation>attendre le GPU</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="331"/>
        <source>shorter answers on the GPU</source>
        <translation>réponses plus courtes sur le GPU</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="332"/>
        <source>GPU with part in host RAM (slower)</source>
        <translation>GPU, en partie en mémoire vive (plus lent)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="333"/>
        <source>the CPU</source>
        <translation>le CPU</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="334"/>
        <source>the smaller fallback model</source>
        <translation>le modèle de secours plus petit</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="335"/>
        <source>the remote server</source>
        <translation>le serveur distant</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="338"/>
        <source>Loaded at start</source>
        <translation>Chargée au démarrage</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="339"/>
        <source>Loaded when first needed</source>
        <translation>Au premier besoin</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="340"/>
        <source>None (no CPU fallback)</source>
        <translation>Aucune (pas de repli sur le CPU)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="343"/>
        <source>Leave out the oldest messages</source>
        <translation>Omettre les plus anciens messages</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="344"/>
        <source>Leave out the middle</source>
        <translation>Omettre le milieu</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="350"/>
        <source>chat</source>
        <translation>discussion</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="351"/>
        <source>speech</source>
        <translation>parole</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="352"/>
        <source>main model</source>
        <translation>modèle principal</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="353"/>
        <source>fallback</source>
        <translation>secours</translation>
    </message>
    <message>
        <location filename="../../ui/setting_words.py" line="375"/>
        <source>{value} (not found)</source>
        <translation>{value} (introuvable)</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="25"/>
        <source>{n}%</source>
        <translation>{n} %</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="32"/>
        <source>Check at least one item.</source>
        <translation>Cochez au moins un élément.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="36"/>
        <source>Refusing is always the last resort: leave it out.</source>
        <translation>Refuser est toujours le dernier recours : retirez-le.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="38"/>
        <source>Unknown item {0}.</source>
        <translation>Élément inconnu {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="39"/>
        <source>{0} is listed twice.</source>
        <translation>{0} figure deux fois.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="42"/>
        <source>Use printable text on one line.</source>
        <translation>Du texte imprimable sur une seule ligne.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="46"/>
        <source>Type an address that starts with http:// or https://.</source>
        <translation>Saisissez une adresse qui commence par http:// ou https://.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="48"/>
        <source>This number is too large.</source>
        <translation>Ce nombre est trop grand.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="51"/>
        <source>Type a finite number.</source>
        <translation>Saisissez un nombre fini.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="59"/>
        <source>Type a whole number, such as {example}.</source>
        <translation>Saisissez un nombre entier, comme {example}.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="61"/>
        <source>Type a number, such as {example}.</source>
        <translation>Saisissez un nombre, comme {example}.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="68"/>
        <source>{value} is below the minimum {limit}.</source>
        <translation>{value} est sous le minimum de {limit}.</translation>
    </message>
    <message>
        <location filename="../../ui/setting_problems.py" line="71"/>
        <source>{value} is above the maximum {limit}.</source>
        <translation>{value} dépasse le maximum de {limit}.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings_dialog.py" line="104"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="113"/>
        <source>Settings pages</source>
        <translation>Pages des paramètres</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="117"/>
        <location filename="../../ui/settings_dialog.py" line="238"/>
        <source>Known models</source>
        <translation>Modèles connus</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="121"/>
        <source>Role of the model to add</source>
        <translation>Rôle du modèle à ajouter</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="124"/>
        <source>Add GGUF file…</source>
        <translation>Ajouter un fichier GGUF…</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="125"/>
        <source>Add Whisper folder…</source>
        <translation>Ajouter un dossier Whisper…</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="193"/>
        <source>Allowed items, each at most once: {items}</source>
        <translation>Éléments permis, chacun au plus une fois : {items}</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="196"/>
        <source>({key} in settings.toml)</source>
        <translation>({key} dans settings.toml)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="217"/>
        <source>{page} settings</source>
        <translation>Paramètres : {page}</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="224"/>
        <source>Basic</source>
        <translation>Essentiel</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="229"/>
        <source>Role:</source>
        <translation>Rôle :</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="359"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="367"/>
        <source>Checking {name}…</source>
        <translation>Vérification de {name}…</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="397"/>
        <source>Add GGUF file</source>
        <translation>Ajouter un fichier GGUF</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="399"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modèles GGUF (*.gguf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="405"/>
        <source>Add Whisper folder</source>
        <translation>Ajouter un dossier Whisper</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../../ui/startup_words.py" line="27"/>
        <source>Loading the models…</source>
        <translation>Chargement des modèles…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/startup_words.py" line="19"/>
        <source>Recovered %n request(s) after a crash</source>
        <translation>
            <numerusform>%n demande récupérée après un plantage</numerusform>
            <numerusform>%n demandes récupérées après un plantage</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/startup_words.py" line="37"/>
        <source>Spillway cannot start its engine</source>
        <translation>Spillway ne peut pas démarrer son moteur</translation>
    </message>
    <message>
        <location filename="../../ui/startup_words.py" line="42"/>
        <source>Spillway cannot start its engine: {detail}</source>
        <translation>Spillway ne peut pas démarrer son moteur : {detail}</translation>
    </message>
</context>
<context>
    <name>StatusView</name>
    <message>
        <location filename="../../ui/status_view.py" line="52"/>
        <source>weights</source>
        <translation>poids</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="53"/>
        <source>KV cache</source>
        <translation>cache KV</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="54"/>
        <source>compute</source>
        <translation>calcul</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="55"/>
        <location filename="../../ui/status_view.py" line="61"/>
        <source>other programs</source>
        <translation>autres programmes</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="56"/>
        <source>headroom</source>
        <translation>réserve</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="57"/>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="62"/>
        <source>available</source>
        <translation>disponible</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="84"/>
        <location filename="../../ui/status_view.py" line="102"/>
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
        <source>Answering</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="95"/>
        <source>Placement</source>
        <translation>Placement</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="96"/>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="99"/>
        <source>Request</source>
        <translation>Demande</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="100"/>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="101"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="103"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="242"/>
        <source>Engine state</source>
        <translation>État du moteur</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="259"/>
        <source>Waiting for the engine…</source>
        <translation>En attente du moteur…</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="298"/>
        <source>GPU memory</source>
        <translation>Mémoire du GPU</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="306"/>
        <source>Host RAM</source>
        <translation>Mémoire vive</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="307"/>
        <location filename="../../ui/status_view.py" line="329"/>
        <source>Lanes</source>
        <translation>Files</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="309"/>
        <source>Requests (this window and API clients)</source>
        <translation>Demandes (cette fenêtre et clients de l’API)</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="311"/>
        <location filename="../../ui/status_view.py" line="332"/>
        <source>Circuit breaker</source>
        <translation>Disjoncteur</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="313"/>
        <source>Replicas</source>
        <translation>Répliques</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="314"/>
        <source>Remote server (another machine)</source>
        <translation>Serveur distant (autre machine)</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="325"/>
        <source>Engine status</source>
        <translation>État du moteur</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="327"/>
        <source>GPU memory use</source>
        <translation>Occupation de la mémoire du GPU</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="328"/>
        <source>Host memory use</source>
        <translation>Occupation de la mémoire vive</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="330"/>
        <source>Requests queued or running</source>
        <translation>Demandes en attente ou en cours</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="331"/>
        <source>Model replicas</source>
        <translation>Répliques du modèle</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="333"/>
        <source>Remote server</source>
        <translation>Serveur distant</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="334"/>
        <source>GPU memory totals</source>
        <translation>Totaux de la mémoire du GPU</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="346"/>
        <source>SIMULATED GPU of {size}: its memory is a simulation, not a real card; the models really run on the CPU.</source>
        <translation>GPU SIMULÉ de {size} : sa mémoire est une simulation, pas une vraie carte ; les modèles tournent en réalité sur le CPU.</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="362"/>
        <source>No GPU: CPU only</source>
        <translation>Pas de GPU : CPU seul</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="369"/>
        <source>GPU error: {error}</source>
        <translation>Erreur du GPU : {error}</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="378"/>
        <source>predicted (ledger) {predicted} · observed {observed} · card: {used} used of {total}</source>
        <translation>prévu {predicted} · mesuré {observed} · carte : {used} utilisés sur {total}</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="392"/>
        <source>Simulated GPU ({size})</source>
        <translation>GPU simulé ({size})</translation>
    </message>
    <message>
        <location filename="../../ui/status_view.py" line="401"/>
        <source>reserve {size} (kept free by the guard)</source>
        <translation>réserve {size} (gardée libre par le garde-fou)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/status_view.py" line="403"/>
        <source>of {total}, %n CPU(s)</source>
        <translation>
            <numerusform>sur {total}, %n cœur de CPU</numerusform>
            <numerusform>sur {total}, %n cœurs de CPU</numerusform>
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
        <translation>Distant</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="29"/>
        <location filename="../../ui/status_words.py" line="31"/>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="30"/>
        <source>Transcription</source>
        <translation>Transcription</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="32"/>
        <source>Speech</source>
        <translation>Parole</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="35"/>
        <source>queued</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="36"/>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="37"/>
        <source>interrupted, can resume</source>
        <translation>interrompue, reprenable</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="40"/>
        <source>closed (the GPU is used)</source>
        <translation>fermé (le GPU est utilisé)</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="41"/>
        <source>open (the GPU rests)</source>
        <translation>ouvert (le GPU se repose)</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="42"/>
        <source>half-open (one test request)</source>
        <translation>entrouvert (une demande d’essai)</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="47"/>
        <source>GPU, KV cache in host RAM</source>
        <translation>GPU, cache KV en mémoire vive</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="89"/>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="107"/>
        <source>{state}, attempt {n}</source>
        <translation>{state}, essai {n}</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="113"/>
        <source>this window</source>
        <translation>cette fenêtre</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="116"/>
        <source>API client {address}</source>
        <translation>client de l’API {address}</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="126"/>
        <source>{kind}, {lane}</source>
        <translation>{kind}, {lane}</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="145"/>
        <source>{n} of {slots}</source>
        <translation>{n} sur {slots}</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="159"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="159"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="171"/>
        <source>reason: {reason}</source>
        <translation>raison : {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="174"/>
        <source>next test in {n} s</source>
        <translation>prochain essai dans {n} s</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="176"/>
        <source>one test request allowed now</source>
        <translation>une demande d’essai permise maintenant</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="184"/>
        <source>model {model}</source>
        <translation>modèle {model}</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="186"/>
        <source>answers</source>
        <translation>répond</translation>
    </message>
    <message>
        <location filename="../../ui/status_words.py" line="188"/>
        <source>does not answer: {error}</source>
        <translation>ne répond pas : {error}</translation>
    </message>
</context>
<context>
    <name>TranscriptionPanel</name>
    <message>
        <location filename="../../ui/transcription.py" line="71"/>
        <source>Audio (*.wav *.mp3 *.m4a *.flac *.ogg *.opus *.webm *.mp4);;All files (*)</source>
        <translation>Audio (*.wav *.mp3 *.m4a *.flac *.ogg *.opus *.webm *.mp4);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="76"/>
        <source>Plain text (*.txt)</source>
        <translation>Texte brut (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="77"/>
        <source>SubRip subtitles (*.srt)</source>
        <translation>Sous-titres SubRip (*.srt)</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="78"/>
        <source>WebVTT subtitles (*.vtt)</source>
        <translation>Sous-titres WebVTT (*.vtt)</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="113"/>
        <source>Spoken &amp;language:</source>
        <translation>&amp;Langue parlée :</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="115"/>
        <source>Translate into &amp;English</source>
        <translation>Traduire en a&amp;nglais</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="116"/>
        <source>&amp;Add files…</source>
        <translation>A&amp;jouter des fichiers…</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="118"/>
        <source>Transcription problem</source>
        <translation>Problème de transcription</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="120"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="122"/>
        <source>Export {format}…</source>
        <translation>Exporter en {format}…</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="224"/>
        <source>Transcribe audio</source>
        <translation>Transcrire de l’audio</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="253"/>
        <source>Release to transcribe</source>
        <translation>Relâchez pour transcrire</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="254"/>
        <source>Drop audio files anywhere on the window, or Add files… (Ctrl+O)</source>
        <translation>Déposez des fichiers audio n’importe où dans la fenêtre, ou « Ajouter des fichiers… » (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="310"/>
        <source>Transcription</source>
        <translation>Transcription</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="311"/>
        <source>Transcript of the selected file</source>
        <translation>Transcription du fichier choisi</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="312"/>
        <source>Add audio files to transcribe</source>
        <translation>Ajouter des fichiers audio à transcrire</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="314"/>
        <source>Write the speech in English, whatever language it is in</source>
        <translation>Écrire la parole en anglais, quelle que soit sa langue</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="316"/>
        <source>Copy the selected transcript</source>
        <translation>Copier la transcription choisie</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="319"/>
        <source>Export the selected transcript as {format}</source>
        <translation>Exporter la transcription choisie en {format}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="483"/>
        <source>Export {format}</source>
        <translation>Exporter en {format}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="496"/>
        <source>Export transcript</source>
        <translation>Exporter la transcription</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="513"/>
        <source>Export failed</source>
        <translation>Échec de l’export</translation>
    </message>
    <message>
        <location filename="../../ui/transcription.py" line="514"/>
        <source>Could not write {path}: {reason}</source>
        <translation>Impossible d’écrire {path} : {reason}</translation>
    </message>
</context>
<context>
    <name>TranscriptionRows</name>
    <message>
        <location filename="../../ui/transcription_rows.py" line="175"/>
        <source>Model: {model}</source>
        <translation>Modèle : {model}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_rows.py" line="187"/>
        <source>Retrying on {lane}: {reason}</source>
        <translation>Nouvel essai sur {lane} : {reason}</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <location filename="../../ui/icons.py" line="47"/>
        <source>GPU healthy</source>
        <translation>GPU en bon état</translation>
    </message>
    <message>
        <location filename="../../ui/icons.py" line="48"/>
        <source>Degraded (CPU / fallback)</source>
        <translation>Dégradé (CPU / secours)</translation>
    </message>
    <message>
        <location filename="../../ui/icons.py" line="49"/>
        <source>CPU only</source>
        <translation>CPU seul</translation>
    </message>
    <message>
        <location filename="../../ui/icons.py" line="50"/>
        <source>GPU unavailable</source>
        <translation>GPU indisponible</translation>
    </message>
    <message>
        <location filename="../../ui/icons.py" line="52"/>
        <source>Starting</source>
        <translation>Démarrage</translation>
    </message>
</context>
<context>
    <name>TrayStatus</name>
    <message>
        <location filename="../../ui/tray.py" line="29"/>
        <source>Spillway is back on the GPU ({reason})</source>
        <translation>Spillway est de retour sur le GPU ({reason})</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="30"/>
        <source>Spillway is degraded: running on the CPU ({reason})</source>
        <translation>Spillway est dégradé : il tourne sur le CPU ({reason})</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="33"/>
        <source>Spillway is running on the CPU only ({reason})</source>
        <translation>Spillway tourne sur le CPU seul ({reason})</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="34"/>
        <source>Spillway is down: requests cannot run now ({reason})</source>
        <translation>Spillway est hors service : les demandes ne peuvent pas s’exécuter ({reason})</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="40"/>
        <source>Spillway: waiting for the engine</source>
        <translation>Spillway : en attente du moteur</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="62"/>
        <source>queues: {lanes}</source>
        <translation>files : {lanes}</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="65"/>
        <source>GPU use paused</source>
        <translation>Usage du GPU suspendu</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="67"/>
        <source>SIMULATED GPU</source>
        <translation>GPU SIMULÉ</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="114"/>
        <source>Show window</source>
        <translation>Afficher la fenêtre</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="115"/>
        <source>New chat</source>
        <translation>Nouvelle discussion</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="116"/>
        <source>Transcribe file…</source>
        <translation>Transcrire un fichier…</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="117"/>
        <source>Pause GPU use</source>
        <translation>Suspendre l’usage du GPU</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="119"/>
        <source>Settings…</source>
        <translation>Paramètres…</translation>
    </message>
    <message>
        <location filename="../../ui/tray.py" line="120"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../../ui/welcome.py" line="82"/>
        <source>Chat model: {name}</source>
        <translation>Modèle de discussion : {name}</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="84"/>
        <source>Speech model: {name}</source>
        <translation>Modèle de parole : {name}</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="38"/>
        <source>Device: {device}</source>
        <translation>Appareil : {device}</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="76"/>
        <source>Chat model: not found ({id})</source>
        <translation>Modèle de discussion : introuvable ({id})</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="78"/>
        <source>Speech model: not found ({id})</source>
        <translation>Modèle de parole : introuvable ({id})</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="43"/>
        <source>Welcome to Spillway</source>
        <translation>Bienvenue dans Spillway</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="44"/>
        <source>Ask anything below; answers are written on this computer, nothing leaves it.</source>
        <translation>Posez votre question ci-dessous : les réponses sont écrites sur cet ordinateur, rien n’en sort.</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="52"/>
        <source>&lt;b&gt;Simulated GPU&lt;/b&gt; means there is no graphics card in use: the models run on the processor, while Spillway counts memory as if a card of this size held them. It shows how Spillway behaves when a card fills up or fails; answers come at processor speed.</source>
        <translation>&lt;b&gt;GPU simulée&lt;/b&gt; signifie qu’aucune carte graphique n’est utilisée : les modèles tournent sur le processeur, tandis que Spillway compte la mémoire comme si une carte de cette taille les contenait. Cela montre le comportement de Spillway quand une carte se remplit ou tombe en panne ; les réponses arrivent à la vitesse du processeur.</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="62"/>
        <source>No graphics card was found: answers come from the processor.</source>
        <translation>Aucune carte graphique n’a été trouvée : les réponses viennent du processeur.</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="65"/>
        <source>Enter sends, Shift+Enter starts a new line, Esc stops an answer; F2 renames a conversation. Settings are under File → Settings.</source>
        <translation>Entrée envoie, Maj+Entrée commence une nouvelle ligne, Échap arrête une réponse ; F2 renomme une conversation. Les paramètres sont dans Fichier → Paramètres.</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="91"/>
        <source>Simulated GPU ({size}; the models really run on the processor)</source>
        <translation>GPU simulée ({size} ; les modèles tournent en réalité sur le processeur)</translation>
    </message>
    <message>
        <location filename="../../ui/welcome.py" line="94"/>
        <source>No graphics card: the processor only</source>
        <translation>Pas de carte graphique : le processeur seul</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../../ui/wording.py" line="68"/>
        <source>{title}: {text}</source>
        <translation>{title} : {text}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="81"/>
        <source>{n} GB</source>
        <translation>{n} Go</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="82"/>
        <source>{n} MB</source>
        <translation>{n} Mo</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="88"/>
        <source>a moment</source>
        <translation>un instant</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="90"/>
        <source>about {n} s</source>
        <translation>environ {n} s</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="92"/>
        <source>about {n} min</source>
        <translation>environ {n} min</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="93"/>
        <source>about {n} h</source>
        <translation>environ {n} h</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="99"/>
        <source>graphics card</source>
        <translation>carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="100"/>
        <source>simulated graphics card</source>
        <translation>carte graphique simulée</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="101"/>
        <source>processor</source>
        <translation>processeur</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="104"/>
        <source>out of memory</source>
        <translation>mémoire pleine</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="105"/>
        <source>its process crashed</source>
        <translation>son processus a planté</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="106"/>
        <source>it stopped responding</source>
        <translation>elle ne répond plus</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="107"/>
        <source>the driver was lost</source>
        <translation>le pilote a été perdu</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="121"/>
        <source>the graphics card is {used}% full (Spillway keeps it under {limit}%)</source>
        <translation>la carte graphique est pleine à {used} % (Spillway la garde sous {limit} %)</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="127"/>
        <source>the graphics card has {free} free and this needs {more} more</source>
        <translation>la carte graphique a {free} de libre et il faut {more} de plus</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="133"/>
        <source>the graphics card failed several times, so Spillway rests it and tries again soon</source>
        <translation>la carte graphique a échoué plusieurs fois ; Spillway la laisse reposer et réessaie bientôt</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="138"/>
        <source>you paused GPU use</source>
        <translation>vous avez suspendu l’usage du GPU</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="141"/>
        <source>this computer has no graphics card Spillway can use</source>
        <translation>cet ordinateur n’a pas de carte graphique utilisable par Spillway</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="145"/>
        <source>the graphics driver does not answer</source>
        <translation>le pilote graphique ne répond pas</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="149"/>
        <source>too many requests wait for the graphics card</source>
        <translation>trop de demandes attendent la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="153"/>
        <source>too many requests wait for the processor</source>
        <translation>trop de demandes attendent le processeur</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="157"/>
        <source>the computer&apos;s memory is nearly full</source>
        <translation>la mémoire de l’ordinateur est presque pleine</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="161"/>
        <source>the {device} failed ({why})</source>
        <translation>{device} en panne ({why})</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="167"/>
        <source>the graphics card failed</source>
        <translation>la carte graphique a échoué</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="171"/>
        <source>the graphics card ran out of memory</source>
        <translation>la carte graphique n’a plus de mémoire</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="175"/>
        <source>the model&apos;s process crashed and is being restarted</source>
        <translation>le processus du modèle a planté et redémarre</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="179"/>
        <source>the model stopped responding and is being restarted</source>
        <translation>le modèle ne répondait plus et redémarre</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="183"/>
        <source>the conversation is {tokens} tokens long; the model can read {limit}</source>
        <translation>la discussion fait {tokens} jetons ; le modèle peut en lire {limit}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="189"/>
        <source>the conversation is longer than the {limit} tokens the {lane} path reads</source>
        <translation>la discussion dépasse les {limit} jetons que lit la voie {lane}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="196"/>
        <source>the other computer does not answer</source>
        <translation>l’autre ordinateur ne répond pas</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="232"/>
        <source>Not working</source>
        <translation>Hors service</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="235"/>
        <location filename="../../ui/wording.py" line="302"/>
        <source>answers come from the processor</source>
        <translation>les réponses viennent du processeur</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="236"/>
        <source>Processor only</source>
        <translation>Processeur seul</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="238"/>
        <source>new work goes to the processor</source>
        <translation>le nouveau travail va au processeur</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="241"/>
        <source>you paused GPU use; {where}</source>
        <translation>vous avez suspendu l’usage du GPU ; {where}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="242"/>
        <source>GPU paused</source>
        <translation>GPU suspendu</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="246"/>
        <source>Simulated GPU unavailable</source>
        <translation>GPU simulé indisponible</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="248"/>
        <source>GPU unavailable</source>
        <translation>GPU indisponible</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="253"/>
        <source>Simulated GPU ready</source>
        <translation>GPU simulé prêt</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="254"/>
        <source>answers come from the simulated GPU</source>
        <translation>les réponses viennent du GPU simulé</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="256"/>
        <source>GPU ready</source>
        <translation>GPU prêt</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="257"/>
        <source>answers come from the GPU</source>
        <translation>les réponses viennent du GPU</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="266"/>
        <source>, with shorter answers while memory is tight</source>
        <translation>, avec des réponses plus courtes tant que la mémoire manque</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="267"/>
        <source>, partly from the computer&apos;s memory (slower)</source>
        <translation>, en partie depuis la mémoire de l’ordinateur (plus lent)</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="273"/>
        <source>another program holds {size}</source>
        <translation>un autre programme occupe {size}</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="280"/>
        <source>Simulated GPU full</source>
        <translation>GPU simulé plein</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="281"/>
        <source>Simulated GPU busy</source>
        <translation>GPU simulé occupé</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="282"/>
        <source>GPU full</source>
        <translation>GPU plein</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="283"/>
        <source>GPU busy</source>
        <translation>GPU occupé</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="296"/>
        <source>answers come from the graphics card</source>
        <translation>les réponses viennent de la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="297"/>
        <source>answers come from the graphics card, shortened</source>
        <translation>les réponses viennent de la carte graphique, raccourcies</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="298"/>
        <source>answers come from the graphics card and the processor</source>
        <translation>les réponses viennent de la carte graphique et du processeur</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="301"/>
        <source>answers wait for the graphics card</source>
        <translation>les réponses attendent la carte graphique</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="316"/>
        <source>answers come from a smaller model</source>
        <translation>les réponses viennent d’un modèle plus petit</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="315"/>
        <source>transcribed by the smaller English-only speech model</source>
        <translation>transcrit par le petit modèle vocal, anglais uniquement</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="304"/>
        <source>answers come from another computer</source>
        <translation>les réponses viennent d’un autre ordinateur</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="305"/>
        <source>new questions are refused until memory frees</source>
        <translation>les nouvelles questions sont refusées jusqu’à ce que la mémoire se libère</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="324"/>
        <source>Out of memory</source>
        <translation>Mémoire pleine</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="325"/>
        <source>Try again: Spillway picks a path with room.</source>
        <translation>Réessayez : Spillway choisit une voie qui a de la place.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="329"/>
        <source>The model crashed</source>
        <translation>Le modèle a planté</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="330"/>
        <source>It is being restarted; try again.</source>
        <translation>Il redémarre ; réessayez.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="334"/>
        <source>The model stopped responding</source>
        <translation>Le modèle ne répond plus</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="335"/>
        <source>It was restarted; try again.</source>
        <translation>Il a redémarré ; réessayez.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="339"/>
        <source>Graphics driver lost</source>
        <translation>Pilote graphique perdu</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="340"/>
        <source>Spillway uses the processor meanwhile.</source>
        <translation>Spillway utilise le processeur en attendant.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="344"/>
        <source>Cannot read this</source>
        <translation>Illisible</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="345"/>
        <source>Check the file or the text; trying again will not help.</source>
        <translation>Vérifiez le fichier ou le texte ; réessayer n’y changera rien.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="349"/>
        <source>The model cannot be loaded</source>
        <translation>Impossible de charger le modèle</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="350"/>
        <source>Choose another model in Settings.</source>
        <translation>Choisissez un autre modèle dans les Paramètres.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="354"/>
        <source>No room now</source>
        <translation>Pas de place pour l’instant</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="355"/>
        <source>Try again when other work has finished.</source>
        <translation>Réessayez quand le reste du travail sera fini.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="359"/>
        <source>Answer interrupted</source>
        <translation>Réponse interrompue</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="360"/>
        <source>The part already written is kept; continue it.</source>
        <translation>La partie déjà écrite est gardée ; poursuivez-la.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="364"/>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="365"/>
        <source>Try again; if it happens again, report it.</source>
        <translation>Réessayez ; si cela se reproduit, signalez-le.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="388"/>
        <source>Not an audio file</source>
        <translation>Pas un fichier audio</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="389"/>
        <source>Spillway cannot find sound in this file. Choose an audio or video file (WAV, MP3, M4A, FLAC, OGG, OPUS, WEBM, MP4).</source>
        <translation>Spillway ne trouve pas de son dans ce fichier. Choisissez un fichier audio ou vidéo (WAV, MP3, M4A, FLAC, OGG, OPUS, WEBM, MP4).</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="399"/>
        <source>File not found</source>
        <translation>Fichier introuvable</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="400"/>
        <source>It was moved or deleted.</source>
        <translation>Il a été déplacé ou supprimé.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="413"/>
        <source>Runs on {where}</source>
        <translation>S’exécute sur {where}</translation>
    </message>
    <message>
        <location filename="../../ui/transcription_rows.py" line="178"/>
        <location filename="../../ui/wording.py" line="415"/>
        <source>Why: {reason}.</source>
        <translation>Raison : {reason}.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="419"/>
        <source>Slower path</source>
        <translation>Voie plus lente</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="427"/>
        <source>Try again in {wait}.</source>
        <translation>Réessayez dans {wait}.</translation>
    </message>
    <message>
        <location filename="../../ui/wording.py" line="430"/>
        <source>Cannot take this now</source>
        <translation>Impossible pour l’instant</translation>
    </message>
</context>
</TS>
