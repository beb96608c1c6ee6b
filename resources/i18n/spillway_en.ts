<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
    <name>StatusView</name>
    <message numerus="yes">
        <location filename="../../ui/status_view.py" line="400"/>
        <source>of {total}, %n CPU(s)</source>
        <translation>
            <numerusform>of {total}, %n CPU</numerusform>
            <numerusform>of {total}, %n CPUs</numerusform>
        </translation>
    </message>
</context>
</TS>
