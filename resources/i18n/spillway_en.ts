<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ChatView</name>
    <message numerus="yes">
        <location filename="../../ui/chat_view.py" line="129"/>
        <source>Show %n earlier</source>
        <translation>
            <numerusform>Show %n earlier</numerusform>
            <numerusform>Show %n earlier</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message numerus="yes">
        <location filename="../../ui/chat_composer.py" line="187"/>
        <source>%n message(s) from the middle left out</source>
        <translation>
            <numerusform>%n message from the middle left out</numerusform>
            <numerusform>%n messages from the middle left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/chat_composer.py" line="189"/>
        <source>%n message(s) from the oldest left out</source>
        <translation>
            <numerusform>%n message from the oldest left out</numerusform>
            <numerusform>%n messages from the oldest left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../ui/status_words.py" line="60"/>
        <source>%n layer(s) on the GPU, the rest on the CPU</source>
        <translation>
            <numerusform>%n layer on the GPU, the rest on the CPU</numerusform>
            <numerusform>%n layers on the GPU, the rest on the CPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/status_words.py" line="64"/>
        <source>%n failure(s) in the window</source>
        <translation>
            <numerusform>%n failure in the window</numerusform>
            <numerusform>%n failures in the window</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message numerus="yes">
        <location filename="../../ui/message.py" line="207"/>
        <source>Show all (%Ln characters)</source>
        <translation>
            <numerusform>Show all (%Ln character)</numerusform>
            <numerusform>Show all (%Ln characters)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message numerus="yes">
        <location filename="../../ui/startup_words.py" line="19"/>
        <source>Recovered %n request(s) after a crash</source>
        <translation>
            <numerusform>Recovered %n request after a crash</numerusform>
            <numerusform>Recovered %n requests after a crash</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusView</name>
    <message numerus="yes">
        <location filename="../../ui/status_view.py" line="403"/>
        <source>of {total}, %n CPU(s)</source>
        <translation>
            <numerusform>of {total}, %n CPU</numerusform>
            <numerusform>of {total}, %n CPUs</numerusform>
        </translation>
    </message>
</context>
</TS>
